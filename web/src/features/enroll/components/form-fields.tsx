import { useEffect, useId, useState, type ReactNode } from 'react';
import { Checkbox, Input, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { ChoiceOption } from '@institute/core/validation/choice-options';
import type {
  ApplicationFormField,
  ApplicationFormValues,
} from '@institute/core/application/schema';
import { APPLICATION_TEXT_LIMITS } from '@institute/core/application/text-limits';
import { lengthOfLimit, removeToFit } from '@institute/core/validation/plain-text';
import { withExclusiveNone } from '../lib/exclusive-none';
import ui from '../../../components/public-ui.module.css';
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

/** Hints under the box keep the boxes of a row level, and put the length where the text ends. */
const HINT_UNDER_THE_BOX: NonNullable<TextInputProps['inputWrapperOrder']> = [
  'label',
  'input',
  'description',
  'error',
];

/** From this share of its limit on, a text answer shows its length against the limit. */
const NEAR_LIMIT = 0.8;

/** How long typing rests before a screen reader is told the length: a word a key would drown it. */
const SAY_AFTER_MS = 1000;

/**
 * The answer's length against its limit (APPLICATION_TEXT_LIMITS, the schema's own), once it nears
 * or passes it: "2,350 / 2,000 characters", in the error's colour when over. Counted as the check
 * counts, after trimming. Nothing is ever cut: a long paste stays whole, and the error says how
 * many characters to remove. The field re-renders only when the count shows or changes.
 *
 * A screen reader is told the same once typing rests in the field, or what to remove once over
 * (a status region beside the box, as the count under it is read only with the field).
 */
function useLengthCount(name: TextFieldName): { count: ReactNode; status: ReactNode } {
  const max = APPLICATION_TEXT_LIMITS[name];
  const length = useWatch<ApplicationFormValues, TextFieldName, ApplicationFormValues, number>({
    name,
    disabled: max === undefined,
    compute: (value) => {
      const counted = typeof value === 'string' ? value.trim().length : 0;
      return max !== undefined && counted >= max * NEAR_LIMIT ? counted : -1;
    },
  });
  const shown = max !== undefined && length >= 0;
  const words = shown ? (length > max ? removeToFit(length, max) : lengthOfLimit(length, max)) : '';
  const [said, setSaid] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      // Only while the answer is typed: not for a draft that opens near its limit.
      setSaid(document.activeElement?.getAttribute('name') === name ? words : '');
    }, SAY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [name, words]);
  return {
    count: shown ? (
      <span className={classes.lengthCount} data-over={length > max || undefined}>
        {lengthOfLimit(length, max)}
      </span>
    ) : null,
    status:
      max === undefined ? null : (
        <span role="status" className={ui.visuallyHidden}>
          {said}
        </span>
      ),
  };
}

/**
 * What every text-like input of the form gets: its registration, label, marker, error, and under
 * the box its hint and, near the limit, its length (both read with the field as its description).
 */
function useTextInputProps(name: TextFieldName, { label, required, description }: BaseFieldProps) {
  const { register } = useFormContext<ApplicationFormValues>();
  const { count, status } = useLengthCount(name);
  return {
    ...register(name),
    inputContainer: status
      ? (input: ReactNode) => (
          <>
            {input}
            {status}
          </>
        )
      : undefined,
    label,
    withAsterisk: required,
    'aria-required': required || undefined,
    // The space after the hint keeps the two apart when read as the field's description.
    description: count ? (
      <>
        {description && <span className={classes.hint}>{description} </span>}
        {count}
      </>
    ) : (
      description
    ),
    inputWrapperOrder: HINT_UNDER_THE_BOX,
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
 * A group of choices react-hook-form drives itself: the options leave the group on blur, the first
 * takes the focus when the group fails, and each carries the group's error (described by it and
 * marked invalid), so the option that has the focus after a refused step says what is wrong.
 */
function useChoiceGroup<TName extends ApplicationFormField>(name: TName) {
  const { field, fieldState } = useController<ApplicationFormValues, TName>({ name });
  const id = useId();
  const error = fieldState.error?.message;
  const optionProps = (index: number) => ({
    // Every option carries the field's name, which a refused step looks for (focus-first-invalid).
    name: field.name,
    onBlur: field.onBlur,
    ref: index === 0 ? field.ref : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-invalid': error ? true : undefined,
  });
  return { field, id, error, optionProps };
}

interface ChoiceGroupProps extends BaseFieldProps {
  id: string;
  role: 'radiogroup' | 'group';
  error?: string;
  /** Lay the options out in a row where they are short. */
  inline?: boolean;
  children: ReactNode;
}

/**
 * A group's label, marker, hint and error around its options. Radio.Group and Checkbox.Group draw
 * the group element themselves and take no attributes for it; here it says whether it is
 * required and invalid, with its error and hint as its description. A checkbox group has no
 * required state (aria-required is not for groups), so "required" joins its name instead.
 */
function ChoiceGroup(props: ChoiceGroupProps) {
  const { id, role, label, required, description, error, inline, children } = props;
  const requiredInName = required && role === 'group';
  const describedBy = [error && `${id}-error`, description && `${id}-description`];
  return (
    <Input.Wrapper
      label={label}
      withAsterisk={required}
      description={description}
      error={error}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error` }}
    >
      {requiredInName && (
        <span id={`${id}-required`} hidden>
          required
        </span>
      )}
      <Stack
        role={role}
        aria-labelledby={requiredInName ? `${id}-label ${id}-required` : `${id}-label`}
        aria-describedby={describedBy.filter(Boolean).join(' ') || undefined}
        aria-required={(required && role === 'radiogroup') || undefined}
        aria-invalid={error ? true : undefined}
        gap="sm"
        mt="xs"
        mb={6}
        style={inline ? { flexDirection: 'row', flexWrap: 'wrap', columnGap: 24 } : undefined}
      >
        {children}
      </Stack>
    </Input.Wrapper>
  );
}

interface RadioFieldProps extends BaseFieldProps {
  name: TextFieldName;
  options: readonly ChoiceOption[];
  /** Lay the options out in a row where they are short. */
  inline?: boolean;
}

export function RadioField({ name, options, inline, ...base }: RadioFieldProps) {
  const { field, id, error, optionProps } = useChoiceGroup(name);
  return (
    <ChoiceGroup id={id} role="radiogroup" error={error} inline={inline} {...base}>
      {options.map((option, index) => (
        <Radio
          key={option.value}
          value={option.value}
          label={option.label}
          checked={field.value === option.value}
          onChange={() => field.onChange(option.value)}
          {...optionProps(index)}
        />
      ))}
    </ChoiceGroup>
  );
}

interface CheckboxFieldProps extends BaseFieldProps {
  name: ListFieldName;
  options: readonly ChoiceOption[];
}

export function CheckboxGroupField({ name, options, ...base }: CheckboxFieldProps) {
  const { field, id, error, optionProps } = useChoiceGroup(name);
  const toggle = (value: string, checked: boolean) => {
    const next = checked ? [...field.value, value] : field.value.filter((v) => v !== value);
    field.onChange(withExclusiveNone(field.value, next));
  };
  return (
    <ChoiceGroup id={id} role="group" error={error} {...base}>
      {options.map((option, index) => (
        <Checkbox
          key={option.value}
          value={option.value}
          label={option.label}
          checked={field.value.includes(option.value)}
          onChange={(event) => toggle(option.value, event.currentTarget.checked)}
          {...optionProps(index)}
        />
      ))}
    </ChoiceGroup>
  );
}
