/**
 * Resolves once a prerendered page's whole stylesheets apply. The boot script (web/prerender/
 * html.ts) loads them for print and switches them all to `all` together once the last has landed
 * (or failed); until then only the critical CSS applies, which has no rules for what the page did
 * not prerender. Code that mounts new parts early (the enrolment form) waits for this, or its
 * parts would show unstyled and move when the sheets apply. Resolves at once on a page without
 * such sheets (the SPA shell, a client-side navigation).
 */
export function pageStylesApplied(): Promise<void> {
  const pending = () => document.querySelector('link[rel="stylesheet"][media="print"]') !== null;
  if (!pending()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (pending()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.head, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['media'],
    });
  });
}
