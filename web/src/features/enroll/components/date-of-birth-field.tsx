import { useId, useState } from 'react';
import { Group, Input, NativeSelect, Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import { useController } from 'react-hook-form';
import type { ApplicationFormValues } from '@institute/core/application/schema';
import { IconCalendar } from '@tabler/icons-react';
import classes from './date-of-birth-field.module.css';

const EARLIEST_YEAR = 1900;
const MONTHS = Array.from({ length: 12 }, (_, month) =>
  dayjs(new Date(2000, month, 1)).format('MMMM'),
);

/**
 * The date of birth: a button that opens a calendar with real month and year dropdowns (native
 * selects, so the keyboard and screen readers know them), and day arrows. The calendar stays on
 * its day level, so focus never falls out of the picker. Loaded on demand: the calendar, dayjs
 * and their styles stay out of the first download.
 */
export default function DateOfBirthField() {
  const { field, fieldState } = useController<ApplicationFormValues, 'date_of_birth'>({
    name: 'date_of_birth',
  });
  const [opened, setOpened] = useState(false);
  const id = useId();
  const today = dayjs();
  const years = Array.from({ length: today.year() - EARLIEST_YEAR + 1 }, (_, i) =>
    String(today.year() - i),
  );
  const value = field.value ? dayjs(field.value) : null;

  return (
    <DateOfBirthPopover
      id={id}
      opened={opened}
      setOpened={setOpened}
      years={years}
      today={today}
      value={value?.isValid() ? value : null}
      error={fieldState.error?.message}
      buttonRef={field.ref}
      onBlur={field.onBlur}
      onPick={(date) => {
        field.onChange(date);
        setOpened(false);
      }}
    />
  );
}

interface PopoverProps {
  id: string;
  opened: boolean;
  setOpened: (opened: boolean) => void;
  years: string[];
  today: dayjs.Dayjs;
  value: dayjs.Dayjs | null;
  error?: string;
  buttonRef: (element: HTMLButtonElement | null) => void;
  onBlur: () => void;
  onPick: (date: string) => void;
}

function DateOfBirthPopover(props: PopoverProps) {
  const { id, opened, setOpened, years, today, value, error, buttonRef, onBlur, onPick } = props;
  // The month the calendar shows: the chosen date's, else 25 years ago (a typical applicant).
  const [shown, setShown] = useState(() => (value ?? today.subtract(25, 'year')).startOf('month'));
  const show = (next: dayjs.Dayjs) => setShown(next.startOf('month'));

  return (
    <Input.Wrapper label="Date of Birth" withAsterisk error={error} id={id}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        withinPortal
        trapFocus
        returnFocus
        shadow="md"
        onOpen={() => value && show(value)}
      >
        <Popover.Target>
          <Input
            component="button"
            type="button"
            name="date_of_birth"
            id={id}
            ref={buttonRef}
            pointer
            onClick={() => setOpened(!opened)}
            onBlur={onBlur}
            aria-haspopup="dialog"
            aria-expanded={opened}
            leftSection={<IconCalendar size={18} aria-hidden="true" />}
            leftSectionPointerEvents="none"
            error={error}
          >
            {value ? (
              value.format('D MMMM YYYY')
            ) : (
              <Input.Placeholder>Pick a date</Input.Placeholder>
            )}
          </Input>
        </Popover.Target>
        <Popover.Dropdown aria-label="Choose your date of birth">
          <Group gap="xs" mb="sm" grow wrap="nowrap">
            <NativeSelect
              label="Month"
              size="xs"
              value={String(shown.month())}
              onChange={(event) => show(shown.month(Number(event.currentTarget.value)))}
              data={MONTHS.map((label, month) => ({
                label,
                value: String(month),
                disabled: shown.year() === today.year() && month > today.month(),
              }))}
            />
            <NativeSelect
              label="Year"
              size="xs"
              value={String(shown.year())}
              onChange={(event) => {
                const next = shown.year(Number(event.currentTarget.value));
                show(next.isAfter(today) ? today : next);
              }}
              data={years}
            />
          </Group>
          <DatePicker
            date={shown.format('YYYY-MM-DD')}
            onDateChange={(date) => show(dayjs(date))}
            maxLevel="month"
            value={value ? value.format('YYYY-MM-DD') : null}
            onChange={(date) => date && onPick(date)}
            minDate={`${EARLIEST_YEAR}-01-01`}
            maxDate={today.format('YYYY-MM-DD')}
            firstDayOfWeek={0}
            ariaLabels={{ nextMonth: 'Next month', previousMonth: 'Previous month' }}
            classNames={{ day: classes.day }}
          />
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
