import { useEffect, useRef } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Input,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { controlProps } from '../../components/control-props';
import {
  useController,
  useFieldArray,
  type Control,
  type ControllerFieldState,
  type UseFormReturn,
} from 'react-hook-form';
import { STATISTICS_MAX } from '@institute/core/content-section/content-schemas';
import type { ContentSectionInput } from '@institute/core/content-section/schema';
import type { ContentSectionForm } from './content-fields';

interface StatisticsRowsProps {
  form: UseFormReturn<ContentSectionForm, unknown, ContentSectionInput>;
  /** Messages by content path ("stats", "stats.0.label"), already filtered to those to show. */
  errorOf: (path: string, touched: boolean) => string | undefined;
}

/** The statistics band's numbers: label and value per row, added and removed in place. */
export function StatisticsRows({ form, errorOf }: StatisticsRowsProps) {
  const { control, setFocus } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'fields.stats' });
  const addButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes after a removal: the row that took its place, else the Add button.
  const focusAfterRemove = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    if (index < fields.length) setFocus(`fields.stats.${index}.label`);
    else addButton.current?.focus();
  }, [fields, setFocus]);

  const listError = errorOf('stats', true);
  const full = fields.length >= STATISTICS_MAX;

  return (
    <Stack gap="xs" role="group" aria-labelledby="statistics-rows-label">
      <div>
        {/* Styled as the inputs' labels; a div, as it names the whole list. */}
        <Input.Label labelElement="div" id="statistics-rows-label">
          Numbers
        </Input.Label>
        <Input.Description>
          Shown in this order, at most {STATISTICS_MAX}. With no rows the band shows the four
          numbers from Settings, Key Statistics.
        </Input.Description>
      </div>
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          No rows: the band shows the numbers from Settings.
        </Text>
      ) : null}
      {fields.map((row, index) => (
        <StatisticRow
          key={row.id}
          control={control}
          index={index}
          errorOf={errorOf}
          onRemove={() => {
            focusAfterRemove.current = index;
            remove(index);
          }}
        />
      ))}
      {listError ? (
        <Text size="sm" c="red.9">
          {listError}
        </Text>
      ) : null}
      <div>
        <Button
          ref={addButton}
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          disabled={full}
          onClick={() => append({ label: '', value: '', origin: null })}
        >
          Add statistic
        </Button>
        {full ? (
          <Text size="xs" c="dimmed" mt={4}>
            {STATISTICS_MAX} rows is the most the band shows.
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}

interface StatisticRowProps extends Pick<StatisticsRowsProps, 'errorOf'> {
  control: Control<ContentSectionForm, unknown, ContentSectionInput>;
  index: number;
  onRemove: () => void;
}

/** One number of the band: its label and value, and a button that removes it. */
function StatisticRow({ control, index, errorOf, onRemove }: StatisticRowProps) {
  const label = useController({ control, name: `fields.stats.${index}.label` });
  const value = useController({ control, name: `fields.stats.${index}.value` });
  // An input's message shows once it was touched or changed.
  const errorFor = (key: 'label' | 'value', { isTouched, isDirty }: ControllerFieldState) =>
    errorOf(`stats.${index}.${key}`, isTouched || isDirty);
  return (
    <Group
      role="group"
      aria-label={`Statistic ${index + 1}`}
      align="flex-start"
      gap="xs"
      wrap="nowrap"
    >
      <TextInput
        label="Label"
        required
        flex={1}
        miw={0}
        value={label.field.value}
        onChange={(event) => label.field.onChange(event.currentTarget.value)}
        {...controlProps(label.field)}
        error={errorFor('label', label.fieldState)}
      />
      <NumberInput
        label="Value"
        required
        w={{ base: 96, xs: 140 }}
        min={0}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        value={value.field.value}
        onChange={(typed) => value.field.onChange(String(typed))}
        {...controlProps(value.field)}
        error={errorFor('value', value.fieldState)}
      />
      <ActionIcon
        variant="subtle"
        color="red.9"
        size="lg"
        // Level with the inputs, below their labels.
        mt={25}
        aria-label={`Remove statistic ${index + 1}`}
        onClick={onRemove}
      >
        <IconTrash size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
