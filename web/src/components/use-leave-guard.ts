import { useBlocker } from '@tanstack/react-router';
import { confirmAction } from './admin-confirm-action';
import { getAuthState } from '../lib/auth-state';
import { hasKeptDraft } from '../lib/kept-drafts';
import { DIALOG_CLOSE_BUTTON } from '../lib/theme';

/**
 * While `dirty`, leaving the page asks first: a link inside the app opens "Leave without
 * saving?", a reload or a closed tab the browser's own question. `what` names the unsaved work,
 * e.g. "the site settings".
 */
export function useLeaveGuard(dirty: boolean, what: string) {
  useBlocker({
    shouldBlockFn: ({ current }) =>
      // The session ended under the page and its changes are kept: leaving for the sign-in
      // page, which brings them back, loses nothing.
      getAuthState().status === 'signedOut' && hasKeptDraft(current.pathname)
        ? false
        : new Promise<boolean>((resolve) =>
            confirmAction({
              title: 'Leave without saving?',
              message: `Your changes to ${what} have not been saved. Leave this page and lose them?`,
              confirmLabel: 'Leave without saving',
              cancelLabel: 'Stay on this page',
              danger: true,
              onConfirm: () => resolve(false),
              onDismiss: () => resolve(true),
            }),
          ),
    enableBeforeUnload: dirty,
    // Not registered at all while clean, so a clean page never waits on the question.
    disabled: !dirty,
  });
}

/**
 * Before a switch on the page that would throw unsaved work away (another record in the same
 * editor): the question the add/edit dialogs ask, with "Keep editing" rather than "Cancel".
 */
export function confirmDiscard({
  what,
  action,
  onConfirm,
}: {
  /** The unsaved work, e.g. "the Contacted template". */
  what: string;
  /** What happens on confirming, e.g. "Switch to Accepted". */
  action: string;
  onConfirm: () => void;
}) {
  confirmAction({
    title: 'Discard unsaved changes?',
    message: `Your changes to ${what} have not been saved. ${action} and lose them?`,
    confirmLabel: 'Discard changes',
    cancelLabel: 'Keep editing',
    danger: true,
    onConfirm,
  });
}

interface EditDialogOptions {
  opened: boolean;
  /** Whether its form holds changes not yet saved. */
  dirty: boolean;
  /** Whether a save has been sent and not yet answered. */
  saving: boolean;
  /** The unsaved work, e.g. "this course". */
  what: string;
  /** Closes the dialog, its changes thrown away. */
  onClose: () => void;
}

/**
 * A dialog that edits. With unsaved changes, its close button, Escape, the backdrop and Cancel
 * ask before throwing them away, and Back or a reload ask as leaving an edited page does. While a
 * save is under way it cannot be closed: the save goes through whatever is pressed, so nothing
 * may look as if it were dropped.
 */
export function useEditDialog({ opened, dirty, saving, what, onClose }: EditDialogOptions) {
  useLeaveGuard(opened && dirty, what);
  const askClose = () => {
    if (saving) return;
    if (!dirty) return onClose();
    confirmDiscard({ what, action: 'Close the dialog', onConfirm: onClose });
  };
  return {
    /** For the Modal: Escape, the backdrop and the close button. */
    modalProps: {
      onClose: askClose,
      closeButtonProps: { ...DIALOG_CLOSE_BUTTON, disabled: saving },
    },
    /** For the dialog's Cancel button. */
    cancelProps: { onClick: askClose, disabled: saving },
  };
}
