import type { SectionType } from './schema';

/** What deciding the live section reads of a section: the stored record, or the public one. */
export interface SectionLike {
  id: string;
  section_type: SectionType;
  status: string;
  created_at: string;
  content?: unknown;
}

/**
 * The section of a type the public site shows: of the published ones, the newest (by when it
 * was created), so publishing a new section replaces the one before. See docs/decisions/031.
 * The public data comes with publish windows already applied (decision 047); the admin passes
 * only the sections live now (`isLive`).
 */
export function liveSection<T extends SectionLike>(
  sections: readonly T[],
  type: SectionType,
): T | undefined {
  let live: T | undefined;
  for (const section of sections) {
    if (section.section_type !== type || section.status !== 'published') continue;
    if (
      !live ||
      section.created_at > live.created_at ||
      (section.created_at === live.created_at && section.id > live.id)
    ) {
      live = section;
    }
  }
  return live;
}

/** The live section of every type, by type. */
export function liveSections<T extends SectionLike>(sections: readonly T[]): Map<SectionType, T> {
  const live = new Map<SectionType, T>();
  for (const section of sections) {
    const current = live.get(section.section_type);
    if (current) continue;
    const winner = liveSection(sections, section.section_type);
    if (winner) live.set(section.section_type, winner);
  }
  return live;
}

/** A non-empty string value from loosely shaped content, else undefined. */
export function textOf(
  content: Record<string, unknown> | undefined,
  key: string,
): string | undefined {
  const value = content?.[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}
