import {
  Suspense,
  useCallback,
  useEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { NoScriptNote } from '../../../components/no-script-note';
import { SectionHeading } from '../../../components/section-heading';
import { needsScript } from '../../../lib/needs-script';
import { useNearViewport } from '../hooks/use-near-viewport';
import ui from '../../../components/public-ui.module.css';
import classes from './lazy-list-section.module.css';

/** How long Tab waits on a list's placeholders for the list, before it moves on past them. */
const HOLD_TAB_MS = 3000;

const TABBABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]';

/** Runs `onMount` once its children are on the page (after a lazy list's code arrived). */
function Mounted({ onMount, children }: { onMount: () => void; children: ReactNode }) {
  useEffect(onMount, [onMount]);
  return children;
}

interface LazyListSectionProps<Item> {
  /** The section's anchor (the header links to it); its heading's id is `<id>-title`. */
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  className?: string;
  /** The hero's button moves the focus here, so the section can take it (without a ring). */
  focusable?: boolean;
  /** Fetches the list's code; called once the section nears the screen. */
  load: () => Promise<unknown>;
  /** The data is still on its way. */
  loading: boolean;
  /** The list's items: with none, `emptyText` is said instead. */
  items: Item[];
  emptyText: string;
  /**
   * The placeholder cards, shown until both the data and the list's code are here (an empty list
   * needs no code: its text shows as soon as the data says so). Given the items once the data is
   * here, null before.
   */
  skeleton: (items: Item[] | null) => ReactNode;
  /** The list itself (its component lazy-loaded with `load`). */
  children: ReactNode;
}

/**
 * A home page list below the fold (courses, team, testimonials): its heading, then placeholders
 * until it nears the screen and its data and code are here, then the list or its empty text.
 */
export function LazyListSection<Item>({
  id,
  eyebrow,
  title,
  description,
  className,
  focusable,
  load,
  loading,
  items,
  emptyText,
  skeleton,
  children,
}: LazyListSectionProps<Item>) {
  const { ref, near } = useNearViewport<HTMLElement>(load);
  const titleId = `${id}-title`;
  // When the placeholders were focused (a tab stop: they hold nothing focusable), since when.
  const focusedAt = useRef<number | null>(null);

  // The list replaced the focused placeholders: focus goes on to its first item, so a keyboard
  // user meets every item in order instead of being sent back to the top of the page.
  const handOver = useCallback(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (focusedAt.current === null || !lost) return;
    focusedAt.current = null;
    const first = [...(ref.current?.querySelectorAll<HTMLElement>(TABBABLE) ?? [])].find(
      (element) => element.tabIndex >= 0,
    );
    first?.focus();
  }, [ref]);
  // Placeholders replaced while focused, by placeholders again (the list's code asked for).
  useEffect(() => {
    if (focusedAt.current !== null && document.activeElement === document.body) {
      ref.current?.querySelector<HTMLElement>(`.${classes.placeholderStop}`)?.focus();
    }
  });

  const onPlaceholderKeyDown = (event: KeyboardEvent) => {
    // Tab pressed faster than the list arrives waits for it, for a while, rather than skip it.
    const since = focusedAt.current;
    if (
      event.key === 'Tab' &&
      !event.shiftKey &&
      since !== null &&
      Date.now() - since < HOLD_TAB_MS
    )
      event.preventDefault();
  };
  const placeholder = (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a tab stop, see below */}
      <div
        {...needsScript}
        role="group"
        aria-labelledby={titleId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- one tab stop for the list to come, so the keyboard does not skip it
        tabIndex={0}
        className={classes.placeholderStop}
        onFocus={() => (focusedAt.current ??= Date.now())}
        onBlur={(event) => {
          // Focus moved on by the visitor; a placeholder that is removed leaves it on nothing.
          if (event.relatedTarget) focusedAt.current = null;
        }}
        onKeyDown={onPlaceholderKeyDown}
      >
        {skeleton(loading ? null : items)}
      </div>
      {/* Without scripts the placeholders are hidden (needsScript): this says why instead. */}
      <NoScriptNote className={ui.emptyList}>
        This list needs JavaScript, which is turned off in this browser. How to join a course is on
        our
      </NoScriptNote>
    </>
  );

  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      className={className ? `${className} ${ui.section}` : ui.section}
      {...(focusable && { tabIndex: -1, style: { outline: 'none' } })}
    >
      <div className={ui.container}>
        <SectionHeading id={titleId} eyebrow={eyebrow} title={title} description={description} />
        {loading ? (
          placeholder
        ) : items.length === 0 ? (
          <p className={ui.emptyList}>{emptyText}</p>
        ) : !near ? (
          placeholder
        ) : (
          <Suspense fallback={placeholder}>
            <Mounted onMount={handOver}>{children}</Mounted>
          </Suspense>
        )}
      </div>
    </section>
  );
}
