/*
 * The hero's texts as a visitor sees them, one rule for the page and for the server that puts
 * them in the served `/` (docs/decisions/054-hero-in-first-paint.md): the live hero section's
 * text, else the hero setting's, else the built-in text.
 */
import { liveSection, textOf, type SectionLike } from '../content-section/live';

export interface HeroText {
  eyebrow: string;
  title: string;
  description: string;
  buttonText: string;
}

export const HERO_TEXT_KEYS = ['eyebrow', 'title', 'description', 'buttonText'] as const;

/** The root element's attribute holding the served texts that differ from the build's, as JSON. */
export const HERO_TEXT_ATTRIBUTE = 'data-hero-text';

interface HomeLike {
  sections?: readonly SectionLike[];
  settings?: {
    hero_section?: { title?: string; subtitle?: string; button_text?: string };
  };
}

/** The texts staff set, key by key; a key is absent where the built-in text applies. */
export function heroTextEdits(home: HomeLike | undefined): Partial<HeroText> {
  const section = home ? liveSection(home.sections ?? [], 'hero') : undefined;
  const content =
    typeof section?.content === 'object' && section.content !== null
      ? (section.content as Record<string, unknown>)
      : undefined;
  const settings = home?.settings?.hero_section;
  const edits: Partial<HeroText> = {
    eyebrow: textOf(content, 'eyebrow'),
    // A setting left empty means the built-in text.
    title: textOf(content, 'title') ?? (settings?.title || undefined),
    description: textOf(content, 'description') ?? (settings?.subtitle || undefined),
    buttonText: settings?.button_text || undefined,
  };
  for (const key of HERO_TEXT_KEYS) if (edits[key] === undefined) delete edits[key];
  return edits;
}

/** The hero's texts: what staff set, else these built-in ones. */
export function heroText(home: HomeLike | undefined, builtIn: HeroText): HeroText {
  return { ...builtIn, ...heroTextEdits(home) };
}

/** The texts the server put on the root element; nothing for a missing or unreadable value. */
export function servedHeroText(value: string | null | undefined): Partial<HeroText> {
  if (!value) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return {};
  }
  const texts: Partial<HeroText> = {};
  if (typeof parsed !== 'object' || parsed === null) return texts;
  for (const key of HERO_TEXT_KEYS) {
    const text = (parsed as Record<string, unknown>)[key];
    if (typeof text === 'string') texts[key] = text;
  }
  return texts;
}
