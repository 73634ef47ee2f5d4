import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../lib/api';
import { renderWithTheme } from '../test/render';
import { EditConflictDialog, useEditConflict } from './edit-conflict';

interface Stored {
  revision: number;
  title: string;
  description: string;
  tags: string[];
}
type Form = Omit<Stored, 'revision'>;

const formValues = ({ title, description, tags }: Stored): Form => ({ title, description, tags });

/** The record as this form opened it. */
const OPENED: Stored = {
  revision: 3,
  title: 'Bhakti 101',
  description: 'An introduction',
  tags: ['Japa', 'Kirtan'],
};

const REFUSED = new ApiError(409, 'edit_conflict', 'A saved this course, after you opened it.');

/** What the hook was asked to do. */
const calls = {
  startFrom: vi.fn<(latest: Stored) => void>(),
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
  const form = useForm<Form>({ defaultValues: formValues(OPENED) });
  const editConflict = useEditConflict({
    fetchLatest,
    startFrom: calls.startFrom,
    form,
    formValues,
    onGone,
    onLoadFailed: calls.onLoadFailed,
  });
  return (
    <>
      <input aria-label="Title" {...form.register('title')} />
      <input aria-label="Description" {...form.register('description')} />
      <input aria-label="First tag" {...form.register('tags.0')} />
      <input aria-label="Second tag" {...form.register('tags.1')} />
      <output aria-label="Unsaved">{form.formState.isDirty ? 'yes' : 'no'}</output>
      <button type="button" onClick={() => onHandled(editConflict.openIfConflict(saveError))}>
        Save
      </button>
      <EditConflictDialog {...editConflict.dialog} />
    </>
  );
}

type Field = 'Title' | 'Description' | 'First tag' | 'Second tag';
const field = (name: Field) => screen.getByRole<HTMLInputElement>('textbox', { name });
const type = (name: Field, value: string) => fireEvent.change(field(name), { target: { value } });
const shown = () => ({
  title: field('Title').value,
  description: field('Description').value,
  tags: [field('First tag').value, field('Second tag').value],
  unsaved: screen.getByRole('status', { name: 'Unsaved' }).textContent,
});

/** Renders the form, lets `edit` type into it, then saves into `saveError`. */
function setup(
  fetchLatest: () => Promise<Stored | undefined>,
  { saveError = REFUSED, edit }: { saveError?: unknown; edit?: () => void } = {},
) {
  for (const call of Object.values(calls)) call.mockClear();
  const onHandled = vi.fn<(handled: boolean) => void>();
  const onGone = vi.fn();
  renderWithTheme(<Harness {...{ saveError, fetchLatest, onGone, onHandled }} />);
  edit?.();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return { onHandled, onGone };
}

const dialog = () => screen.queryByRole('dialog', { name: 'Saved since you opened it' });
const choose = (name: 'Reload the saved version' | 'Keep my changes') =>
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
    const { onHandled } = setup(vi.fn(), { saveError: failed });
    expect(onHandled).toHaveBeenCalledWith(false);
    expect(dialog()).toBeNull();
  });

  it('on an edit conflict, shows the API’s message and what keeping one’s changes does', () => {
    const { onHandled } = setup(vi.fn());
    expect(onHandled).toHaveBeenCalledWith(true);
    expect(dialog()?.textContent).toContain('A saved this course, after you opened it.');
    expect(dialog()?.textContent).toContain(
      'Keep my changes puts the fields you changed here over the saved version; its other changes stay.',
    );
  });

  it('"Reload the saved version": busy while it reads, then their version is the base and the values', async () => {
    const read = pendingRead();
    setup(read.fetchLatest, { edit: () => type('Title', 'Mine') });
    choose('Reload the saved version');
    for (const name of ['Reload the saved version', 'Keep my changes']) {
      expect(screen.getByRole('button', { name }).hasAttribute('data-loading')).toBe(true);
    }
    const theirs = { ...OPENED, revision: 4, description: 'Theirs' };
    await act(async () => read.answer(theirs));
    expect(calls.startFrom).toHaveBeenCalledWith(theirs);
    expect(shown()).toEqual({ ...formValues(theirs), unsaved: 'no' });
    expect(dialog()).toBeNull();
  });

  it('"Keep my changes": their version, with only the fields changed here put over it, still unsaved', async () => {
    const theirs = { ...OPENED, revision: 5, description: 'Their description' };
    setup(async () => theirs, { edit: () => type('Title', 'My title') });
    choose('Keep my changes');
    await waitFor(() => expect(dialog()).toBeNull());
    expect(calls.startFrom).toHaveBeenCalledWith(theirs);
    // Their description stays: this person never touched it.
    expect(shown()).toEqual({
      title: 'My title',
      description: 'Their description',
      tags: OPENED.tags,
      unsaved: 'yes',
    });
    // Not busy any more: the next refusal opens a dialog whose buttons work.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByRole('button', { name: 'Keep my changes' }).hasAttribute('data-loading'),
    ).toBe(false);
  });

  it('"Keep my changes": a field both changed is mine, and a list changed here is all mine', async () => {
    const theirs = {
      revision: 6,
      title: 'Their title',
      description: 'Their description',
      tags: ['Japa', 'Their tag'],
    };
    setup(async () => theirs, {
      edit: () => {
        type('Description', 'My description');
        type('First tag', 'My tag');
      },
    });
    choose('Keep my changes');
    await waitFor(() => expect(dialog()).toBeNull());
    expect(shown()).toEqual({
      title: 'Their title',
      description: 'My description',
      tags: ['My tag', 'Kirtan'],
      unsaved: 'yes',
    });
  });

  it('closes and says so when the record was deleted meanwhile', async () => {
    const { onGone } = setup(async () => undefined, { edit: () => type('Title', 'Mine') });
    choose('Keep my changes');
    await waitFor(() => expect(onGone).toHaveBeenCalledOnce());
    expect(dialog()).toBeNull();
    expect(calls.startFrom).not.toHaveBeenCalled();
    expect(shown().title).toBe('Mine');
  });

  it('stays open, to choose again, when the record cannot be read', async () => {
    const offline = new Error('offline');
    setup(() => Promise.reject(offline), { edit: () => type('Title', 'Mine') });
    choose('Reload the saved version');
    await waitFor(() => expect(calls.onLoadFailed).toHaveBeenCalledWith(offline));
    expect(dialog()).not.toBeNull();
    expect(shown()).toMatchObject({ title: 'Mine', unsaved: 'yes' });
    await waitFor(() =>
      expect(
        screen
          .getByRole('button', { name: 'Reload the saved version' })
          .hasAttribute('data-loading'),
      ).toBe(false),
    );
  });
});
