/**
 * Build-time prerender entry (web/prerender/plugin.ts builds it for Node and calls `render`):
 * renders a public page to HTML with the same app tree the browser hydrates. Lists that come
 * from the API render in their loading state, as they do in the browser before the data arrives.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { App, createAppRouter } from './app';
import { PageHeadContext, type PageHead } from './components/use-page-meta';

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The title and description the page declares through usePageMeta. */
  head: PageHead;
}

export async function render(path: string): Promise<RenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  // Loads the route's split chunk and runs its loaders, so nothing suspends while rendering.
  await router.load();
  // The page's own route, loaded: not the not-found page, not a redirect.
  const leaf = router.state.matches.at(-1);
  if (leaf?.routeId !== path || router.state.matches.some((m) => m.status !== 'success')) {
    throw new Error(`${path}: no page of its own to prerender (${leaf?.routeId} ${leaf?.status})`);
  }

  let head: PageHead | undefined;
  const html = renderToString(
    <PageHeadContext.Provider value={(declared) => (head = declared)}>
      <App router={router} />
    </PageHeadContext.Provider>,
  );
  if (!head) throw new Error(`${path}: the page sets no title (usePageMeta)`);
  return { html, head };
}
