/* A closed set of stored values and the labels people read for them. */

export interface ChoiceOption<T extends string = string> {
  value: T;
  label: string;
}

/** The options of a choice, in the order of its values; the labels must name every value. */
function toOptions<const T extends readonly string[]>(
  values: T,
  labels: Record<T[number], string>,
): ChoiceOption<T[number]>[] {
  return values.map((value: T[number]) => ({ value, label: labels[value] }));
}

/** A choice declared once: each stored value with its label, in the order they are offered. */
export function choice<const L extends Record<string, string>>(labels: L) {
  const values = Object.keys(labels) as (keyof L & string)[];
  return {
    values,
    labels: labels as Record<keyof L & string, string>,
    options: toOptions(values, labels),
  };
}
