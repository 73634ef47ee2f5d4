import type { FieldValues } from 'react-hook-form';
import { putChanges, type ConflictForm } from './edit-conflict';

/**
 * The form's values now, as a save starts. A copy: react-hook-form changes its nested values in
 * place as the person goes on typing.
 */
export const valuesAtSave = <TForm extends FieldValues>(form: ConflictForm<TForm>): TForm =>
  structuredClone(form.getValues());

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A save has ended: what it stored becomes the form's baseline (`saved`, as the record now holds
 * it; by default `sent`, the values as the save started). A top-level field changed while the save
 * ran keeps what was typed there and counts as unsaved, for the leave guard and the save bar; a
 * plain reset would wipe it, or (to the values now) call it saved.
 */
export function resetToSaved<TForm extends FieldValues>(
  form: ConflictForm<TForm>,
  sent: TForm,
  saved: TForm = sent,
) {
  const now: Record<string, unknown> = form.getValues();
  const before: Record<string, unknown> = sent;
  const typedSince = Object.fromEntries(
    Object.entries(now).filter(([name, value]) => !same(value, before[name])),
  );
  // Errors kept: they are about what is in the fields, typed since (the save itself was valid).
  form.reset(saved, { keepErrors: true });
  putChanges(form, typedSince);
}
