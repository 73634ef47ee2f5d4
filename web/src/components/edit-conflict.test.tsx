import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../lib/api';
import { renderWithTheme } from '../test/render';
import { EditConflictDialog, useEditConflict } from './edit-conflict';

interface Stored {
  revision: number;
}

const REFUSED = new ApiError(409, 'edit_conflict', 'A saved this course, after you opened it.');

/** What the hook was asked to do. */
const calls = {
  startFrom: vi.fn<(latest: Stored) => void>(),
  loadIntoForm: vi.fn<(latest: Stored) => void>(),
  onLoadFailed: vi.fn<(error: unknown) => void>(),
};

/** A form's use of the hook: its save fails with `saveError`, and the dialog offers the choices. */
function Harness({
  saveError,
  fetchLatest,
  onGone,
  onHandled,
}: {
  saveError: unknown;
  fetchLatest: () => Promise<Stored | undefined>;
  onGone?: () => void;
  onHandled: (handled: boolean) => void;
}) {
  const editConflict = useEditConflict<Stored>({
    fetchLatest,
    startFrom: calls.startFrom,
    loadIntoForm: calls.loadIntoForm,
    onGone,
    onLoadFailed: calls.onLoadFailed,
  });
  return (
    <>
      <button type="button" onClick={() => onHandled(editConflict.openIfConflict(saveError))}>
        Save
      </button>
      <EditConflictDialog {...editConflict.dialog} />
    </>
  );
}

function setup(fetchLatest: () => Promise<Stored | undefined>, saveError: unknown = REFUSED) {
  for (const call of Object.values(calls)) call.mockClear();
  const onHandled = vi.fn<(handled: boolean) => void>();
  const onGone = vi.fn();
  renderWithTheme(<Harness {...{ saveError, fetchLatest, onGone, onHandled }} />);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return { onHandled, onGone };
}

const dialog = () => screen.queryByRole('dialog', { name: 'Someone else saved this' });
const choose = (name: 'Reload their version' | 'Keep my changes') =>
  fireEvent.click(screen.getByRole('button', { name }));

/** A read of the stored record that answers when the test says. */
function pendingRead() {
  let answer: (latest: Stored | undefined) => void = () => undefined;
  const read = new Promise<Stored | undefined>((resolve) => {
    answer = resolve;
  });
  return { fetchLatest: () => read, answer };
}

describe('useEditConflict', () => {
  it('leaves any other save error to the form', () => {
    const failed = new ApiError(400, 'validation_failed', 'Check the title');
    const { onHandled } = setup(vi.fn(), failed);
    expect(onHandled).toHaveBeenCalledWith(false);
    expect(dialog()).toBeNull();
  });

  it('on an edit conflict, shows the API’s message in the dialog', () => {
    const { onHandled } = setup(vi.fn());
    expect(onHandled).toHaveBeenCalledWith(true);
    expect(dialog()?.textContent).toContain('A saved this course, after you opened it.');
  });

  it('"Reload their version": busy while it reads, then their version is the base and the values', async () => {
    const read = pendingRead();
    setup(read.fetchLatest);
    choose('Reload their version');
    for (const name of ['Reload their version', 'Keep my changes']) {
      expect(screen.getByRole('button', { name }).hasAttribute('data-loading')).toBe(true);
    }
    await act(async () => read.answer({ revision: 4 }));
    expect(calls.startFrom).toHaveBeenCalledWith({ revision: 4 });
    expect(calls.loadIntoForm).toHaveBeenCalledWith({ revision: 4 });
    expect(dialog()).toBeNull();
  });

  it('"Keep my changes": their version is the base, the form keeps its values, and a later conflict asks again', async () => {
    setup(async () => ({ revision: 5 }));
    choose('Keep my changes');
    await waitFor(() => expect(dialog()).toBeNull());
    expect(calls.startFrom).toHaveBeenCalledWith({ revision: 5 });
    expect(calls.loadIntoForm).not.toHaveBeenCalled();
    // Not busy any more: the next refusal opens a dialog whose buttons work.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByRole('button', { name: 'Keep my changes' }).hasAttribute('data-loading'),
    ).toBe(false);
  });

  it('closes and says so when the record was deleted meanwhile', async () => {
    const { onGone } = setup(async () => undefined);
    choose('Keep my changes');
    await waitFor(() => expect(onGone).toHaveBeenCalledOnce());
    expect(dialog()).toBeNull();
    expect(calls.startFrom).not.toHaveBeenCalled();
  });

  it('stays open, to choose again, when the record cannot be read', async () => {
    const offline = new Error('offline');
    setup(() => Promise.reject(offline));
    choose('Reload their version');
    await waitFor(() => expect(calls.onLoadFailed).toHaveBeenCalledWith(offline));
    expect(dialog()).not.toBeNull();
    expect(calls.loadIntoForm).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Reload their version' }).hasAttribute('data-loading'),
      ).toBe(false),
    );
  });
});
