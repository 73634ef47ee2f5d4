import Beasties from 'beasties';

/**
 * The CSS rules a prerendered page's markup uses, from the stylesheets it links (read from the
 * build output): what the first paint needs, to inline in the page. Beasties matches each rule's
 * selectors against the markup (ignoring :hover and the like), keeps media queries and keyframes
 * of matching rules, and leaves the page's own inline styles (Mantine's) alone. Beasties matches
 * nothing against the <html> element itself, so the colour scheme's variables (on
 * `:root[data-mantine-color-scheme=light]`: the filled buttons' colour, the links', the tints)
 * are kept by name; without them the first paint drew the Enroll Now button white on white.
 */
export async function criticalCss(html: string, outDir: string): Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    mergeStylesheets: true,
    pruneSource: false,
    reduceInlineStyles: false,
    inlineThreshold: 0,
    inlineFonts: false,
    preloadFonts: false,
    keyframes: 'critical',
    compress: true,
    allowRules: [/^:root\[data-mantine-color-scheme=light\]/],
    logLevel: 'warn',
  });
  const processed = await beasties.process(html);
  // The page's head has no <style> of its own, so the one there now is what Beasties inlined.
  const head = /<head>([\s\S]*?)<\/head>/.exec(processed)?.[1] ?? '';
  const inlined = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  if (inlined.length !== 1 || !inlined[0]) {
    throw new Error(`prerender: expected one inlined critical stylesheet, found ${inlined.length}`);
  }
  return inlined[0];
}
