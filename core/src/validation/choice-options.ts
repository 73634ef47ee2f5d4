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

/**
 * The message refusing a value outside a choice, naming the values it takes: "Status must be
 * published or draft". Written from the values, so a new value is named as soon as it exists.
 */
export function mustBeOneOf(subject: string, values: readonly string[]): string {
  const named =
    values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)}` : values[0];
  return `${subject} must be ${named}`;
}
