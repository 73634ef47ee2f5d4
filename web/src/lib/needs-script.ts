/**
 * Marks what stands in for something only scripts bring (the home page's lists' placeholders, the
 * enrolment form's): each prerendered page's `<noscript>` style hides it when scripts are off
 * (web/prerender/html.ts), where it would otherwise say "Loading" for ever. Put a `<noscript>`
 * beside it saying what to do instead. Kept here, not in web/prerender/pages.ts, which the entry
 * script imports: only the pages that mark something carry the name.
 */
export const NEEDS_SCRIPT = 'data-needs-script';

/** Spread on such a stand-in. */
export const needsScript = { [NEEDS_SCRIPT]: '' } as const;
