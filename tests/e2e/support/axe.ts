import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Resolves once no finite animation or transition is running. axe reads computed opacity, so a
 * dialog or toast caught mid-fade has its colours blended with the page and can fail contrast.
 * Endless ones (skeleton pulses, spinners) never finish and are left out, and so are those that
 * follow a scroll position rather than the clock (the course tabs' edge fade): they stay
 * "running" while nothing moves.
 */
export async function waitForAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          !(a.timeline instanceof DocumentTimeline) ||
          a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * axe once the page has stopped moving: the WCAG 2.0/2.1 A and AA rules, or only `rules`; over
 * the whole page, or only within `include` (a selector, e.g. a dialog's).
 */
export async function axeResults(
  page: Page,
  { include, rules }: { include?: string; rules?: string[] } = {},
) {
  await waitForAnimations(page);
  let builder = new AxeBuilder({ page });
  builder = rules ? builder.withRules(rules) : builder.withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  return builder.analyze();
}

/** The WCAG 2.0/2.1 A and AA violations on the page, or only within `include`. */
export async function axeViolations(page: Page, include?: string) {
  return (await axeResults(page, { include })).violations;
}

/**
 * Fails with a readable list when axe finds any WCAG 2.1 A/AA violation on the page, or only
 * within `include` (a dialog, say). `label` names what was checked in the failure.
 */
export async function expectNoAxeViolations(
  page: Page,
  label?: string,
  { include }: { include?: string } = {},
) {
  const violations = await axeViolations(page, include);
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${label ?? page.url()}`).toEqual([]);
}
