import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
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
const EARLIEST = dayjs(new Date(EARLIEST_YEAR, 0, 1));
const MONTHS = Array.from({ length: 12 }, (_, month) =>
  dayjs(new Date(2000, month, 1)).format('MMMM'),
);
/** Keys the browser scrolls the page with; the month and year selects choose with them instead. */
const SCROLL_KEYS = new Set([
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
]);
/** Years a day moves with Ctrl (or ⌘) and these arrows. */
const YEAR_KEYS: Partial<Record<string, number>> = { ArrowUp: -1, ArrowDown: 1 };

/**
 * The date of birth: a button that opens a calendar with real month and year dropdowns (native
 * selects, so the keyboard and screen readers know them), and day arrows. The calendar stays on
 * its day level, and no key scrolls the page or redraws the days from under the focus, so focus
 * never falls out of the picker. Loaded on demand: the calendar, dayjs and their styles stay out
 * of the first download.
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

/**
 * Keeps the focus in the open calendar. Ctrl (or ⌘) with the up and down arrows moves the focused
 * day a year (ten with Shift), as Mantine documents them, but stays within 1900 and today and
 * focuses the day it arrives at; Mantine's own handling of them is off, as it redraws the days
 * from under the focus. Keys that would scroll the page do nothing: the calendar would be carried
 * off screen with its button. A month arrow disabled under the focus (at January 1900 or this
 * month) hands it to the calendar itself.
 */
function useCalendarFocus(today: dayjs.Dayjs, show: (month: dayjs.Dayjs) => void) {
  const [dropdown, setDropdown] = useState<HTMLDivElement | null>(null);
  // The day to focus once its month is drawn; the count draws it even when the month stays.
  const dayToFocus = useRef<string | null>(null);
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    const date = dayToFocus.current;
    dayToFocus.current = null;
    if (date)
      dropdown?.querySelector<HTMLElement>(`[data-date="${date}"]:not([data-outside])`)?.focus();
  }, [dropdown, moves]);
  useEffect(() => {
    if (!dropdown) return;
    // Listened to natively: React drops the blur of a control its own render disables.
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target;
      if (!event.relatedTarget && left instanceof HTMLButtonElement && left.disabled) {
        dropdown.focus();
      }
    };
    dropdown.addEventListener('focusout', onFocusOut);
    return () => dropdown.removeEventListener('focusout', onFocusOut);
  }, [dropdown]);

  const getDayProps = (date: string) => ({
    'data-date': date,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const step = YEAR_KEYS[event.key];
      if (!step || !(event.ctrlKey || event.metaKey)) return;
      const target = dayjs(date).add(step * (event.shiftKey ? 10 : 1), 'year');
      const day = target.isBefore(EARLIEST) ? EARLIEST : target.isAfter(today) ? today : target;
      show(day);
      dayToFocus.current = day.format('YYYY-MM-DD');
      setMoves((count) => count + 1);
    },
  });
  const dropdownProps = {
    ref: setDropdown,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (SCROLL_KEYS.has(event.key) && !(event.target instanceof HTMLSelectElement)) {
        event.preventDefault();
      }
    },
  };
  return { getDayProps, dropdownProps };
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
  const { getDayProps, dropdownProps } = useCalendarFocus(today, show);

  return (
    <Input.Wrapper
      label="Date of Birth"
      withAsterisk
      error={error}
      id={id}
      labelProps={{ id: `${id}-label` }}
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        withinPortal
        trapFocus
        returnFocus
        // Open means shown: focus stays in the calendar even when its button scrolls away.
        hideDetached={false}
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
            // Its name is the label and the date shown (or "Pick a date"); the error describes it.
            aria-labelledby={`${id}-label ${id}-value`}
            leftSection={<IconCalendar size={18} aria-hidden="true" />}
            leftSectionPointerEvents="none"
            error={error}
          >
            <span id={`${id}-value`}>
              {value ? (
                value.format('D MMMM YYYY')
              ) : (
                <Input.Placeholder>Pick a date</Input.Placeholder>
              )}
            </span>
          </Input>
        </Popover.Target>
        <Popover.Dropdown
          aria-label="Choose your date of birth"
          className={classes.dropdown}
          {...dropdownProps}
        >
          <Group gap="xs" mb="sm" grow wrap="nowrap" className={classes.selects}>
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
            level="month"
            maxLevel="month"
            enableKeyboardNavigation={false}
            getDayProps={getDayProps}
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
