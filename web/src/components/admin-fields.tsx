import { NumberInput, SimpleGrid, Switch, TextInput, Textarea } from '@mantine/core';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { parseJsonObject } from '@institute/core/db/record-fields';

interface FieldProps<TForm extends FieldValues, TInput> {
  control: Control<TForm, unknown, TInput>;
  name: Path<TForm>;
}

/** published/draft as a switch; the form holds `true` for published. */
export function StatusSwitch<TForm extends FieldValues, TInput>({
  control,
  name,
}: FieldProps<TForm, TInput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label="Published"
          description="Drafts are kept here and not shown on the website."
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
        />
      )}
    />
  );
}

interface ScheduleFieldsProps<TForm extends FieldValues, TInput> {
  control: Control<TForm, unknown, TInput>;
  from: Path<TForm>;
  until: Path<TForm>;
}

/**
 * "Publish from" and "Unpublish after", in Malaysia time (datetime-local fields; the form holds
 * their text, admin-schedule.ts turns it into UTC). Both optional (docs/decisions/047).
 */
export function ScheduleFields<TForm extends FieldValues, TInput>({
  control,
  from,
  until,
}: ScheduleFieldsProps<TForm, TInput>) {
  const field = (name: Path<TForm>, label: string, description: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <TextInput
          type="datetime-local"
          label={label}
          description={description}
          value={(input.value as string | undefined) ?? ''}
          onChange={(event) => input.onChange(event.currentTarget.value)}
          onBlur={input.onBlur}
          ref={input.ref}
          name={input.name}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      {field(from, 'Publish from', 'Malaysia time. Empty: shown as soon as it is published.')}
      {field(until, 'Unpublish after', 'Malaysia time. Empty: shown until you unpublish it.')}
    </SimpleGrid>
  );
}

/** A number (up to six decimals: a dragged row may sit at 1.5); what cannot be read is saved as 0. */
export function SortOrderField<TForm extends FieldValues, TInput>({
  control,
  name,
}: FieldProps<TForm, TInput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label="Sort Order"
          description="Lower numbers come first. Dragging a row in the list sets it for you."
          decimalScale={6}
          value={field.value as number | string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

interface JsonFieldProps<TForm extends FieldValues, TInput> extends FieldProps<TForm, TInput> {
  label: string;
  description: string;
  minRows?: number;
}

/**
 * JSON typed as text. Text that is not a JSON object is ignored on save (the record keeps its
 * current value); the field says so, so the change is not lost silently.
 */
export function JsonTextarea<TForm extends FieldValues, TInput>({
  control,
  name,
  label,
  description,
  minRows = 6,
}: JsonFieldProps<TForm, TInput>) {
  const text = useWatch({ control, name }) as string | undefined;
  const invalid = Boolean(text?.trim()) && parseJsonObject(text ?? '') === undefined;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Textarea
          label={label}
          description={
            invalid
              ? `${description} This text is not a valid JSON object and will be ignored when you save.`
              : description
          }
          autosize
          minRows={minRows}
          maxRows={16}
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
        />
      )}
    />
  );
}
