import { DatePickerInput } from '@mantine/dates';
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import { Controller, useFormContext } from 'react-hook-form';
import type { ApplicationForm } from '@institute/core/application/schema';
import { IconCalendar } from '@tabler/icons-react';
import classes from './date-of-birth-field.module.css';

/** Loaded on demand: the calendar, dayjs and their styles stay out of the first download. */
export default function DateOfBirthField() {
  const { control } = useFormContext<ApplicationForm>();
  const today = dayjs().format('YYYY-MM-DD');

  return (
    <Controller
      name="dateOfBirth"
      control={control}
      render={({ field, fieldState }) => (
        <DatePickerInput
          ref={field.ref}
          name={field.name}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          label="Date of Birth"
          withAsterisk
          placeholder="Pick a date"
          valueFormat="D MMMM YYYY"
          maxDate={today}
          firstDayOfWeek={0}
          // Clicking the month title opens years, then decades: quick to reach a birth year.
          defaultDate={field.value || dayjs().subtract(25, 'year').format('YYYY-MM-DD')}
          leftSection={<IconCalendar size={18} aria-hidden="true" />}
          leftSectionPointerEvents="none"
          error={fieldState.error?.message}
          ariaLabels={{
            monthLevelControl: 'Choose a month',
            yearLevelControl: 'Choose a year',
            nextMonth: 'Next month',
            previousMonth: 'Previous month',
            nextYear: 'Next year',
            previousYear: 'Previous year',
            nextDecade: 'Next decade',
            previousDecade: 'Previous decade',
          }}
          // Back to the field after a pick, so keyboard users continue from there.
          popoverProps={{ withinPortal: true, returnFocus: true }}
          classNames={{ day: classes.day }}
        />
      )}
    />
  );
}
