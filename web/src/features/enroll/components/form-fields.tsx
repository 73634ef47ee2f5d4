import type { ReactNode } from 'react';
import { Checkbox, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import type { ChoiceOption } from '@institute/core/validation/choice-options';
import type {
  ApplicationFormField,
  ApplicationFormValues,
} from '@institute/core/application/schema';
import { withExclusiveNone } from '../lib/exclusive-none';
import classes from './enroll.module.css';

type TextFieldName = {
  [K in ApplicationFormField]: ApplicationFormValues[K] extends string ? K : never;
}[ApplicationFormField];
type ListFieldName = {
  [K in ApplicationFormField]: ApplicationFormValues[K] extends string[] ? K : never;
}[ApplicationFormField];

function useFieldError(name: ApplicationFormField): string | undefined {
  const { errors } = useFormState<ApplicationFormValues>({ name });
  return errors[name]?.message;
}

interface BaseFieldProps {
  label: ReactNode;
  /** Shows the * marker; the schema decides what is really required. */
  required?: boolean;
  description?: ReactNode;
}

/** What every text-like input of the form gets: its registration, label, marker, hint, error. */
function useTextInputProps(name: TextFieldName, { label, required, description }: BaseFieldProps) {
  const { register } = useFormContext<ApplicationFormValues>();
  return {
    ...register(name),
    label,
    withAsterisk: required,
    'aria-required': required || undefined,
    description,
    error: useFieldError(name),
  };
}

interface TextFieldProps extends BaseFieldProps {
  name: TextFieldName;
  type?: TextInputProps['type'];
  autoComplete?: string;
  placeholder?: string;
}

export function TextField({ name, type, autoComplete, placeholder, ...base }: TextFieldProps) {
  return (
    <TextInput
      {...useTextInputProps(name, base)}
      type={type}
      // Hints under the box keep the boxes of a row level with each other.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      autoComplete={autoComplete}
      placeholder={placeholder}
    />
  );
}

interface TextAreaFieldProps extends BaseFieldProps {
  name: TextFieldName;
  autoComplete?: string;
  placeholder?: string;
}

export function TextAreaField({ name, autoComplete, placeholder, ...base }: TextAreaFieldProps) {
  return (
    <Textarea
      {...useTextInputProps(name, base)}
      autoComplete={autoComplete}
      placeholder={placeholder}
      // Grows with its text in CSS (see .growingTextarea): Mantine's autosize measured it in
      // script as the form mounted, which forced a layout of the whole page in that task.
      rows={3}
      classNames={{ input: classes.growingTextarea }}
    />
  );
}

interface SelectFieldProps extends BaseFieldProps {
  name: TextFieldName;
  options: readonly ChoiceOption[];
  placeholder: string;
}

/** The browser's own select: works with every keyboard, screen reader and phone. */
export function SelectField({ name, options, placeholder, ...base }: SelectFieldProps) {
  return (
    <NativeSelect
      {...useTextInputProps(name, base)}
      data={[{ value: '', label: placeholder }, ...options]}
    />
  );
}

/**
 * A group of choices react-hook-form drives itself: the group's label, marker, hint and error,
 * and options that leave the group on blur and take the focus when the group fails (the first).
 */
function useChoiceGroup<TName extends ApplicationFormField>(
  name: TName,
  { label, required, description }: BaseFieldProps,
) {
  const { field, fieldState } = useController<ApplicationFormValues, TName>({ name });
  const optionProps = (index: number) => ({
    // Every option carries the field's name, which a refused step looks for (focus-first-invalid).
    name: field.name,
    onBlur: field.onBlur,
    ref: index === 0 ? field.ref : undefined,
  });
  const groupProps = {
    label,
    withAsterisk: required,
    description,
    error: fieldState.error?.message,
  };
  return { field, groupProps, optionProps };
}

interface ChoiceOptionsProps {
  /** The option's control: a radio button or a checkbox. */
  Choice: typeof Radio | typeof Checkbox;
  options: readonly ChoiceOption[];
  optionProps: ReturnType<typeof useChoiceGroup>['optionProps'];
  /** Lay the options out in a row where they are short. */
  inline?: boolean;
}

/** A group's options, one under the other (or in a row). */
function ChoiceOptions({ Choice, options, optionProps, inline }: ChoiceOptionsProps) {
  return (
    <Stack
      gap="sm"
      mt="xs"
      mb={6}
      style={inline ? { flexDirection: 'row', flexWrap: 'wrap', columnGap: 24 } : undefined}
    >
      {options.map((option, index) => (
        <Choice
          key={option.value}
          value={option.value}
          label={option.label}
          {...optionProps(index)}
        />
      ))}
    </Stack>
  );
}

interface RadioFieldProps extends BaseFieldProps {
  name: TextFieldName;
  options: readonly ChoiceOption[];
  /** Lay the options out in a row where they are short. */
  inline?: boolean;
}

export function RadioField({ name, options, inline, ...base }: RadioFieldProps) {
  const { field, groupProps, optionProps } = useChoiceGroup(name, base);
  return (
    <Radio.Group name={field.name} value={field.value} onChange={field.onChange} {...groupProps}>
      <ChoiceOptions Choice={Radio} options={options} optionProps={optionProps} inline={inline} />
    </Radio.Group>
  );
}

interface CheckboxFieldProps extends BaseFieldProps {
  name: ListFieldName;
  options: readonly ChoiceOption[];
}

export function CheckboxGroupField({ name, options, ...base }: CheckboxFieldProps) {
  const { field, groupProps, optionProps } = useChoiceGroup(name, base);
  return (
    <Checkbox.Group
      value={field.value}
      onChange={(next) => field.onChange(withExclusiveNone(field.value, next))}
      {...groupProps}
    >
      <ChoiceOptions Choice={Checkbox} options={options} optionProps={optionProps} />
    </Checkbox.Group>
  );
}
