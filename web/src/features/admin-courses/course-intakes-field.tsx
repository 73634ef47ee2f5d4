import { ActionIcon, Button, Fieldset, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';
import type { CourseInput, courseInputSchema } from '@institute/core/course/schema';
import { INTAKE_FIELD_LABELS } from '@institute/core/course/intakes';
import { newId } from '../../lib/new-id';

/** The part of the course form this field edits: the API's `intakes`, as the API takes them. */
type FormWithIntakes = Pick<v.InferInput<typeof courseInputSchema>, 'intakes'>;

/** The two days of an intake, each a date input. */
const DAY_FIELDS = [
  { key: 'start_date', label: INTAKE_FIELD_LABELS.start_date },
  { key: 'deadline', label: INTAKE_FIELD_LABELS.deadline },
] as const;

/** The course's intakes: a short repeatable list (start, application deadline, capacity). */
export function CourseIntakesField<TForm extends FormWithIntakes>({
  form,
}: {
  form: UseFormReturn<TForm, unknown, CourseInput>;
}) {
  // One concrete form type here; the dialog's form has these fields and more.
  const { control, register } = form as unknown as UseFormReturn<
    FormWithIntakes,
    unknown,
    CourseInput
  >;
  const { fields, append, remove } = useFieldArray({ control, name: 'intakes' });
  const formState = useFormState({ control });
  const values = useWatch({ control, name: 'intakes' });
  const errors = formState.errors.intakes;
  // The form checks on every change, so a new, empty intake fails at once: a message waits until
  // something typed in its field is left, or the form is saved. Not on merely leaving an empty
  // field: pressing Create leaves it, and the message would push Create down between press and
  // release, and the press would be lost.
  const messageOf = (index: number, key: 'start_date' | 'deadline' | 'capacity') => {
    const value = values?.[index]?.[key];
    const typed = value !== undefined && value !== '' && !Number.isNaN(value);
    const left = typed && formState.touchedFields.intakes?.[index]?.[key];
    return formState.isSubmitted || left ? errors?.[index]?.[key]?.message : undefined;
  };
  return (
    <Fieldset legend="Intakes" variant="filled" p="sm">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The course card shows the next intake and its deadline. After the deadline, or when the
          accepted applicants fill the capacity, it offers the waitlist instead.
        </Text>
        {fields.map((field, index) => (
          // Each intake a box under its own name, with its remove button beside the name: on a
          // phone the fields wrap, and a button after them would stand alone under the last.
          <Paper key={field.id} withBorder p="xs" role="group" aria-label={`Intake ${index + 1}`}>
            <Group justify="space-between" gap="xs" mb={4}>
              <Text size="sm" fw={600} aria-hidden="true">
                Intake {index + 1}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove intake ${index + 1}`}
                onClick={() => remove(index)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
            <Group align="flex-start" gap="xs" wrap="wrap">
              {DAY_FIELDS.map(({ key, label }) => (
                <TextInput
                  key={key}
                  label={label}
                  type="date"
                  required
                  style={{ flex: '1 1 9rem' }}
                  error={messageOf(index, key)}
                  {...register(`intakes.${index}.${key}`)}
                />
              ))}
              <TextInput
                label={INTAKE_FIELD_LABELS.capacity}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                required
                style={{ flex: '1 1 6rem' }}
                error={messageOf(index, 'capacity')}
                // Blank reads as NaN, which the schema refuses with the capacity message.
                {...register(`intakes.${index}.capacity`, { valueAsNumber: true })}
              />
            </Group>
          </Paper>
        ))}
        {typeof errors?.message === 'string' && (
          <Text size="sm" c="red.8">
            {errors.message}
          </Text>
        )}
        <Button
          variant="light"
          size="compact-sm"
          w="fit-content"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => append({ id: newId(), start_date: '', deadline: '', capacity: undefined })}
        >
          Add intake
        </Button>
      </Stack>
    </Fieldset>
  );
}
