import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import type { PublicHome } from '@institute/core/home/service';

/** Everything the home page (and the footer on every public page) shows, in one request. */
export const publicHomeQuery = queryOptions({
  queryKey: ['public', 'home'],
  queryFn: ({ signal }) => apiGet<PublicHome>('/public/home', { signal }),
  staleTime: 5 * 60_000,
  retry: 1,
});

export function usePublicHome() {
  return useQuery(publicHomeQuery);
}

/**
 * Fetches the home data past this browser's HTTP cache (the API lets it keep the answer for a
 * minute) and stores the fresh answer there, so the next public page load after an admin change
 * shows it. Never throws: at worst that page is a minute late.
 */
export async function reloadPublicHome(): Promise<void> {
  try {
    const response = await fetch('/api/public/home', {
      cache: 'reload',
      headers: { Accept: 'application/json' },
    });
    // Read to the end: the cache keeps only a complete answer.
    await response.arrayBuffer();
  } catch {
    // Offline or refused: the admin change itself has been saved.
  }
}

type SectionType = PublicHome['sections'][number]['section_type'];

/**
 * The content of the published section of that type, if any: a published hero, about or footer
 * section replaces the built-in text of that part of the page.
 */
export function sectionContent(
  home: PublicHome | undefined,
  type: SectionType,
): Record<string, unknown> | undefined {
  const section = home?.sections.find((s) => s.section_type === type);
  return section && typeof section.content === 'object' && section.content !== null
    ? (section.content as Record<string, unknown>)
    : undefined;
}

/** A non-empty string value from loosely shaped content, else undefined. */
export function textOf(
  content: Record<string, unknown> | undefined,
  key: string,
): string | undefined {
  const value = content?.[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}
