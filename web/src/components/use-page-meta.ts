import { createContext, useContext, useEffect } from 'react';
import { SITE } from './site-defaults';
import { useKnownSiteName } from '../lib/public-home-query';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

const homeTitle = (siteName: string) =>
  `${siteName} | Spiritual education in Krishna consciousness`;

export interface PageHead {
  title: string;
  description: string;
}

/** Given only while prerendering, where effects never run: receives what the page declares. */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/**
 * Sets the document title and meta description for the current page; `null` is the home page.
 * The title ends with the site name from the settings once the page has them (the prerendered
 * page carries the built-in name).
 */
export function usePageMeta(title: string | null, description: string) {
  const siteName = useKnownSiteName(SITE.name);
  const fullTitle = title === null ? homeTitle(siteName) : `${title} | ${siteName}`;
  useContext(PageHeadContext)?.({ title: fullTitle, description });
  useEffect(() => {
    document.title = fullTitle;
    setMeta('meta[name="description"]', 'name', 'description', description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', fullTitle);
    setMeta('meta[property="og:description"]', 'property', 'og:description', description);
  }, [fullTitle, description]);
}
