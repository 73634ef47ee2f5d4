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
