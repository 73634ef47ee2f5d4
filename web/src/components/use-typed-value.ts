import { useState } from 'react';

/**
 * An input that shows what was typed while the form holds what it reads as ("1." holds 1, "a, "
 * holds ["a"]). A value set from elsewhere (a reload after an edit conflict) replaces the typing.
 * Answers what to show, and the change handler that keeps the typing and gives the form its value.
 */
export function useTypedValue<TTyped, TValue>(
  value: TValue,
  onChange: (value: TValue) => void,
  { read, show }: { read: (typed: TTyped) => TValue; show: (value: TValue) => TTyped },
): [TTyped, (typed: TTyped) => void] {
  const [typed, setTyped] = useState<TTyped>(() => show(value));
  const readsAsValue = JSON.stringify(read(typed)) === JSON.stringify(value);
  return [
    readsAsValue ? typed : show(value),
    (next) => {
      setTyped(next);
      onChange(read(next));
    },
  ];
}
