import {
  createTheme,
  type CheckboxProps,
  type MantineSize,
  type RadioProps,
  type CSSVariablesResolver,
  type DrawerProps,
  type MantineColorsTuple,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';

// Saffron, tuned so shade 8 (buttons, links) reaches 5.5:1 on white.
const saffron: MantineColorsTuple = [
  '#fff6ed',
  '#ffead5',
  '#fed2aa',
  '#fdb474',
  '#fb8c3c',
  '#f97316',
  '#ea670c',
  '#c2570c',
  '#a84a06',
  '#7c2d12',
];

// Mantine's red, one step darker from shade 8: its filled shade (#e03131) is 4.51:1 under white
// text, so the Delete button failed AA at any partial opacity. Shade 8 is now 5.5:1, 9 is 7.5:1.
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#fa5252',
  '#f03e3e',
  '#c92a2a',
  '#a51d1d',
];

/** Mantine's md value of a size variable for the sizes below it (or none given); else its own. */
const atLeastMd = (size: MantineSize | (string & {}) | undefined, name: string) =>
  size === undefined || size === 'xs' || size === 'sm' ? `var(--${name}-md)` : undefined;

/**
 * A dialog's close button: without a label it has no accessible name. Closing props given to one
 * dialog replace the theme's, so they start from these.
 */
export const DIALOG_CLOSE_BUTTON = { 'aria-label': 'Close dialog' };

/** Moves a label's first line down to the middle of a box taller than its line. */
const levelLabel = (boxSize: string) => ({
  paddingTop: `calc((var(${boxSize}) - var(--label-lh)) / 2)`,
});

export const theme = createTheme({
  colors: { saffron, red },
  // Transitions and animations off for visitors who ask their system for reduced motion.
  respectReducedMotion: true,
  primaryColor: 'saffron',
  // Plain Mantine's shade 6 fails WCAG AA contrast on white; 8 passes.
  primaryShade: { light: 8, dark: 8 },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'Georgia, Cambria, "Times New Roman", Times, serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Plain objects, not `Modal.extend(...)`: referencing the components here would pull the modal,
  // drawer and notification code (and what they need) into the entry chunk.
  components: {
    Modal: {
      defaultProps: {
        closeButtonProps: DIALOG_CLOSE_BUTTON,
      } satisfies Partial<ModalProps>,
      // Marks a dialog while it is open (not a closed one's empty root, nor one fading out), so a
      // notice keeps clear of its header and buttons (notifications-host.module.css).
      classNames: (_theme: unknown, { opened }: ModalProps) => ({
        root: opened ? 'dialog-open' : undefined,
      }),
    },
    Drawer: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close menu' },
      } satisfies Partial<DrawerProps>,
    },
    // WCAG 2.5.8: a box of at least 24 px to tap (Mantine's default is 20), whatever smaller size a
    // form asks for; the label keeps its size and sits level with the box. Radios too, so a form
    // with both keeps one column of labels.
    Checkbox: {
      vars: (_theme: unknown, { size }: CheckboxProps) => ({
        root: { '--checkbox-size': atLeastMd(size, 'checkbox-size') },
      }),
      styles: { labelWrapper: levelLabel('--checkbox-size') },
    },
    Radio: {
      vars: (_theme: unknown, { size }: RadioProps) => ({
        root: {
          '--radio-size': atLeastMd(size, 'radio-size'),
          '--radio-icon-size': atLeastMd(size, 'radio-icon-size'),
        },
      }),
      styles: { labelWrapper: levelLabel('--radio-size') },
    },
    Notification: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close notice' },
      } satisfies Partial<NotificationProps>,
      // The description under a title is gray 6 (3.3:1) by default.
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    },
  },
});

// Mantine's dimmed gray, placeholder gray and red error text are below 4.5:1 on white.
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': t.colors.red[9],
  },
  dark: {},
});
