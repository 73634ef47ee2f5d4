import type { ReactNode } from 'react';
import {
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
  type ComboboxItem,
  type NumberInputProps,
  type TextInputProps,
} from '@mantine/core';
import {
  Controller,
  useController,
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useMediaQuery } from '@mantine/hooks';
import { controlProps } from './control-props';
import {
  instituteLocalToIso,
  isoToInstituteLocal,
} from '@institute/core/calendar/institute-local-time';
import { parseJsonObject } from '@institute/core/db/record-fields';
import { useTypedValue } from './use-typed-value';

interface FieldProps<TForm extends FieldValues, TInput> {
  control: Control<TForm, unknown, TInput>;
  name: Path<TForm>;
}

interface PublishingFieldsProps<TForm extends FieldValues, TInput> {
  control: Control<TForm, unknown, TInput>;
  /** The list is ordered by hand: show `sort_order` too. */
  ordered?: boolean;
}

/**
 * The fields every publishable record has, under the API's names: `status`, the publish window
 * (`publish_from`, `unpublish_after`) and, for a list ordered by hand, `sort_order`.
 */
export function PublishingFields<TForm extends FieldValues, TInput>({
  control,
  ordered = false,
}: PublishingFieldsProps<TForm, TInput>) {
  const name = (field: string) => field as Path<TForm>;
  const status = <StatusSwitch control={control} name={name('status')} />;
  return (
    <>
      {ordered ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} verticalSpacing="md">
          <NumberField
            control={control}
            name={name('sort_order')}
            label="Sort Order"
            description="Lower numbers come first. Dragging a row in the list sets it for you."
            decimalScale={6}
          />
          <Stack justify="center">{status}</Stack>
        </SimpleGrid>
      ) : (
        status
      )}
      <ScheduleFields
        control={control}
        from={name('publish_from')}
        until={name('unpublish_after')}
      />
    </>
  );
}

/** The record's `status` as a switch: on is 'published', off 'draft'. */
function StatusSwitch<TForm extends FieldValues, TInput>({
  control,
  name,
}: FieldProps<TForm, TInput>) {
  const { field } = useController({ control, name });
  return (
    <Switch
      label="Published"
      description="Drafts are kept here and not shown on the website."
      checked={field.value === 'published'}
      onChange={(event) => field.onChange(event.currentTarget.checked ? 'published' : 'draft')}
      {...controlProps(field)}
    />
  );
}

interface ScheduleFieldsProps<TForm extends FieldValues, TInput> {
  control: Control<TForm, unknown, TInput>;
  from: Path<TForm>;
  until: Path<TForm>;
}

/**
 * "Publish from" and "Unpublish after" (docs/decisions/047), both optional. The form holds the
 * instants the API takes (ISO UTC, or null); the fields show and take them in Malaysia time.
 */
function ScheduleFields<TForm extends FieldValues, TInput>({
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
          value={isoToInstituteLocal(input.value as string | null | undefined)}
          onChange={(event) => input.onChange(instituteLocalToIso(event.currentTarget.value))}
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

type NumberFieldProps<TForm extends FieldValues, TInput> = FieldProps<TForm, TInput> &
  Omit<NumberInputProps, 'form' | 'name' | 'value' | 'onChange' | 'error'>;

/** A screen worked by a finger, where the number pad opens for the field. */
const TOUCH_SCREEN = '(pointer: coarse)';

/**
 * A number under its API name (a sort order, a statistic). The form holds a number: while the
 * input is empty or half typed ("-") it holds 0, as a blank number counts, and the input keeps
 * the text. On a touch screen it has no up and down arrows: at 17 px high they are too small for
 * a finger, and the number pad does their work.
 */
export function NumberField<TForm extends FieldValues, TInput>({
  control,
  name,
  ...props
}: NumberFieldProps<TForm, TInput>) {
  const { field, fieldState } = useController({ control, name });
  const touch = useMediaQuery(TOUCH_SCREEN, false);
  const [shown, type] = useTypedValue<number | string, number>(
    field.value as number,
    field.onChange,
    {
      read: (typed) => (typeof typed === 'number' ? typed : 0),
      show: (held) => held,
    },
  );
  return (
    <NumberInput
      value={shown}
      onChange={type}
      hideControls={touch}
      {...props}
      {...controlProps(field, fieldState)}
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
  const { field } = useController({ control, name });
  return (
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
      {...controlProps(field)}
    />
  );
}

interface TextFieldProps<TForm extends FieldValues, TInput> extends Omit<
  TextInputProps,
  'form' | 'name' | 'error'
> {
  form: UseFormReturn<TForm, unknown, TInput>;
  name: Path<TForm>;
}

/** A line of text, registered under its API name, with its field's error. */
export function TextField<TForm extends FieldValues, TInput>({
  form,
  name,
  ...props
}: TextFieldProps<TForm, TInput>) {
  return (
    <TextInput
      error={form.getFieldState(name, form.formState).error?.message}
      {...props}
      {...form.register(name)}
    />
  );
}

interface LongTextFieldProps<TForm extends FieldValues, TInput> {
  form: UseFormReturn<TForm, unknown, TInput>;
  name: Path<TForm>;
  label: string;
  description?: ReactNode;
  required?: boolean;
  /** The rows it starts with and grows to, as the text gets longer. */
  rows: [min: number, max: number];
}

/** A text of several lines that grows with what is typed, with its field's error. */
export function LongTextField<TForm extends FieldValues, TInput>({
  form,
  name,
  rows: [minRows, maxRows],
  ...props
}: LongTextFieldProps<TForm, TInput>) {
  return (
    <Textarea
      autosize
      minRows={minRows}
      maxRows={maxRows}
      error={form.getFieldState(name, form.formState).error?.message}
      {...props}
      {...form.register(name)}
    />
  );
}

interface SelectFieldProps<TForm extends FieldValues, TInput> extends FieldProps<TForm, TInput> {
  label: string;
  data: readonly ComboboxItem[];
  description?: string;
  placeholder?: string;
  /** May be left empty (the form holds null); otherwise one option is always chosen. */
  clearable?: boolean;
}

/** One of a fixed list of options, held in the form as the option's value. */
export function SelectField<TForm extends FieldValues, TInput>({
  control,
  name,
  data,
  clearable = false,
  ...props
}: SelectFieldProps<TForm, TInput>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      data={data}
      clearable={clearable}
      allowDeselect={clearable}
      value={(field.value as string | null | undefined) || null}
      onChange={(value) => field.onChange(value)}
      {...props}
      {...controlProps(field, fieldState)}
    />
  );
}
