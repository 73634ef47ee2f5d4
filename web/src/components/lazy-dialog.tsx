import { Modal, type ModalProps } from '@mantine/core';

const HEADING_TITLE = {
  title: {
    fontFamily: 'var(--mantine-font-family-headings)',
    fontWeight: 700,
    fontSize: 20,
    // A name longer than the dialog breaks rather than push the close button out of it.
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
} as const;

interface LazyDialogProps extends Omit<
  ModalProps,
  'returnFocus' | 'onExitTransitionEnd' | 'centered' | 'styles'
> {
  /** Once the closing animation has ended, whichever way it closed: focus goes back then. */
  onClosed: () => void;
}

/**
 * A public page's dialog whose code loads on first use, centred, its title in the headings'
 * type. Mantine cannot see the opener when the dialog mounts already open, so the page puts
 * focus back itself in `onClosed`.
 */
export function LazyDialog({ onClosed, ...props }: LazyDialogProps) {
  return (
    <Modal
      {...props}
      returnFocus={false}
      onExitTransitionEnd={onClosed}
      centered
      styles={HEADING_TITLE}
    />
  );
}
