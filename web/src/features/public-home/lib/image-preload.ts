import { createContext, useContext } from 'react';

/** A `<link rel="preload" as="image">` for the page's head. */
export interface ImagePreload {
  href: string;
  srcset?: string;
  sizes?: string;
  /** Only where the picture shows (the hero's is hidden on narrow screens). */
  media?: string;
}

/**
 * Given only while prerendering (web/src/entry-server.tsx): the hero reports its picture, which
 * the prerendered page then preloads in its head, so it is fetched before any script has run.
 */
export const ImagePreloadContext = createContext<((preload: ImagePreload) => void) | null>(null);

export function useImagePreload(preload: ImagePreload) {
  useContext(ImagePreloadContext)?.(preload);
}
