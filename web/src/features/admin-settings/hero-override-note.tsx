import { Alert, Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { liveSection } from '@institute/core/content-section/live';
import { isLive } from '@institute/core/db/publish-window';
import type { ContentSection } from '@institute/core/content-section/schema';
import { recordListQuery } from '../../lib/admin-records';

const text = (content: unknown, key: string) => {
  const value = (content as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
};

/** What the live hero content section overrides of the settings' hero text. */
export interface HeroOverride {
  sectionTitle: string;
  title: boolean;
  subtitle: boolean;
}

/**
 * The published hero content section, when there is one: its headline and description replace
 * the settings' Hero Title and Subtitle on the home page (docs/decisions/031). Shares its cache
 * with the Content Sections list.
 */
export function useHeroOverride(): HeroOverride | null {
  const sections = useQuery(recordListQuery<ContentSection>('/content-sections'));
  const now = new Date();
  const live = liveSection(
    (sections.data ?? []).filter((item) => isLive(item, now)),
    'hero',
  );
  if (!live) return null;
  const title = Boolean(text(live.content, 'title'));
  const subtitle = Boolean(text(live.content, 'description'));
  return title || subtitle ? { sectionTitle: live.title, title, subtitle } : null;
}

export function HeroOverrideNote({ override }: { override: HeroOverride }) {
  const replaced = [override.title && 'title', override.subtitle && 'subtitle'].filter(Boolean);
  return (
    <Alert color="blue" variant="light" title="The home page shows a content section here">
      <Text size="sm">
        {`The published hero section “${override.sectionTitle}” sets the hero's ${replaced.join(' and ')}, so ${
          replaced.length > 1 ? 'those fields' : 'that field'
        } below ${replaced.length > 1 ? 'are' : 'is'} not shown while it is published. `}
        <Anchor component={Link} to="/admin/content" size="sm">
          Edit it under Content Sections
        </Anchor>
      </Text>
    </Alert>
  );
}

/** The description a settings field gets while the section overrides it. */
export const overriddenBy = (override: HeroOverride) =>
  `Overridden by the published section “${override.sectionTitle}”.`;
