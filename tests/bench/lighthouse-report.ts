/**
 * The pure parts of the Lighthouse bench (tests/bench/lighthouse.ts): the plain static baseline
 * made from a prerendered page, medians, budgets and the README table.
 */

/** What one Lighthouse run gives: category scores 0–100, LCP and TBT in ms, CLS unitless. */
export interface RunFigures {
  performance: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
}

export type Variant = 'site' | 'baseline' | 'spa';

export interface PageResult {
  path: string;
  /** Median of each figure over the runs, per variant. */
  site: RunFigures;
  baseline: RunFigures;
  spa: RunFigures;
  /** Every run, for the record. */
  runs: Record<Variant, RunFigures[]>;
  /** Audits below full score on the site in any run, by category (a11y, best practices, SEO). */
  findings: string[];
}

export interface Budget {
  name: string;
  limit: string;
  check: (page: PageResult) => { value: string; pass: boolean };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const s = (value: number) => `${(value / 1000).toFixed(2)} s`;

export const lcpRatio = (page: PageResult) => page.site.lcp / page.baseline.lcp;

export const BUDGETS: Budget[] = [
  score('performance', 'Performance', 98),
  score('accessibility', 'Accessibility', 100),
  score('bestPractices', 'Best practices', 100),
  score('seo', 'SEO', 100),
  {
    name: 'LCP',
    limit: '≤ 1.2 s',
    check: (page) => ({ value: s(page.site.lcp), pass: page.site.lcp <= 1200 }),
  },
  {
    name: 'CLS',
    limit: '≤ 0.02',
    check: (page) => ({ value: page.site.cls.toFixed(3), pass: page.site.cls <= 0.02 }),
  },
  {
    name: 'TBT',
    limit: '≤ 100 ms',
    check: (page) => ({ value: ms(page.site.tbt), pass: page.site.tbt <= 100 }),
  },
  {
    name: 'LCP vs static baseline',
    limit: '≤ 1.5x',
    check: (page) => ({ value: `${lcpRatio(page).toFixed(2)}x`, pass: lcpRatio(page) <= 1.5 }),
  },
];

function score(
  key: 'performance' | 'accessibility' | 'bestPractices' | 'seo',
  name: string,
  min: number,
): Budget {
  return {
    name,
    limit: min === 100 ? '= 100' : `≥ ${min}`,
    check: (page) => {
      const value = page.site[key] ?? 0;
      return { value: String(value), pass: value >= min };
    },
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median of each figure on its own (runs vary, and no single run is typical in all). */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const of = (key: keyof RunFigures) => {
    const values = runs.map((run) => run[key]).filter((v): v is number => v !== undefined);
    return values.length ? median(values) : undefined;
  };
  return {
    performance: of('performance')!,
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp')!,
    fcp: of('fcp')!,
    cls: of('cls')!,
    tbt: of('tbt')!,
  };
}

/**
 * The baseline: the same page as plain static HTML, with the prerendered headings and text and
 * nothing else (no scripts, no stylesheets, no inline styles).
 */
export function staticBaseline(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[\s\S]*?<\/style>/gi, '')
    .replace(/<noscript\b[\s\S]*?<\/noscript>/gi, '')
    .replace(/<link\b[^>]*rel="(?:stylesheet|modulepreload|preload)"[^>]*>/gi, '')
    .replace(/\sstyle="[^"]*"/gi, '')
    .replace(/\sdata-prerendered="[^"]*"/, '');
}

export function markdownTable(pages: readonly PageResult[]): string {
  const rows = [
    '| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT | LCP static baseline | LCP / baseline | LCP without prerendering |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...pages.map((page) =>
      [
        `\`${page.path}\``,
        page.site.performance,
        page.site.accessibility ?? '–',
        page.site.bestPractices ?? '–',
        page.site.seo ?? '–',
        s(page.site.lcp),
        page.site.cls.toFixed(3),
        ms(page.site.tbt),
        s(page.baseline.lcp),
        `${lcpRatio(page).toFixed(2)}x`,
        s(page.spa.lcp),
      ].join(' | '),
    ),
  ];
  return rows.map((row) => (row.startsWith('|') ? row : `| ${row} |`)).join('\n');
}

export function budgetLines(pages: readonly PageResult[]): {
  lines: string[];
  failed: number;
  total: number;
} {
  const lines: string[] = [];
  let failed = 0;
  let total = 0;
  for (const page of pages) {
    for (const budget of BUDGETS) {
      const { value, pass } = budget.check(page);
      total += 1;
      if (!pass) failed += 1;
      lines.push(
        `${pass ? 'PASS' : 'FAIL'}  ${page.path.padEnd(8)} ${budget.name} ${value} (budget ${budget.limit})`,
      );
    }
  }
  return { lines, failed, total };
}
