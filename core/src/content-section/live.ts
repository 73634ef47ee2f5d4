import { isLive } from '../db/publish-window';
import type { SectionType } from './schema';

interface SectionLike {
  id: string;
  section_type: SectionType;
  status: string;
  created_at: string;
  publish_from?: string | null;
  unpublish_after?: string | null;
}

/**
 * The section of a type the public site shows: of the published ones, the newest (by when it
 * was created), so publishing a new section replaces the one before. See docs/decisions/031.
 * With `now`, only those inside their publish window count (decision 047); the public data
 * comes already filtered by the server's clock, so the site passes none.
 */
export function liveSection<T extends SectionLike>(
  sections: readonly T[],
  type: SectionType,
  now?: Date,
): T | undefined {
  let live: T | undefined;
  for (const section of sections) {
    if (section.section_type !== type || section.status !== 'published') continue;
    if (now && !isLive(section, now)) continue;
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
