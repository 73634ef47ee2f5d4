import type { ChangeEvent } from 'react';
import { Alert, TextInput } from '@mantine/core';
import { checkDayRange, type DayRangeCheck, type DayRangeText } from '../lib/day-range-check';

type End = keyof DayRangeText;

interface DayRangeFieldsProps {
  labels: Record<End, string>;
  /** The days as typed or as the address holds them, kept as they are even when at fault. */
  value: DayRangeText;
  onChange: (end: End, day: string) => void;
}

/**
 * The two date fields of a list's day range (two grid cells). Each shows its day as typed, and
 * under it what the API would say of it: a backwards range is said under the end field.
 */
export function DayRangeFields({ labels, value, onChange }: DayRangeFieldsProps) {
  const { errors } = checkDayRange(value);
  const field = (end: End) => ({
    label: labels[end],
    type: 'date',
    value: value[end] ?? '',
    error: errors[end],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(end, event.currentTarget.value),
  });
  return (
    <>
      <TextInput max={value.to || undefined} {...field('from')} />
      <TextInput min={value.from || undefined} {...field('to')} />
    </>
  );
}

/**
 * In a list's place while its day range is one the API would refuse: nothing is asked for, and
 * this says why, where dropping the range would quietly list everything instead.
 */
export function DayRangeNotice({ check, what }: { check: DayRangeCheck; what: string }) {
  return (
    <Alert color="red" title={`No ${what} shown`}>
      {Object.values(check.errors).join('; ')}. Correct the dates to list {what} again.
    </Alert>
  );
}
