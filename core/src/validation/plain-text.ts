import * as v from 'valibot';

/*
 * What typed text may hold. A browser's one-line field cannot hold a line break, but the API
 * also takes text from elsewhere. Characters no keyboard types (NUL, escape) show as empty boxes
 * in the inbox and go on into exports, so they are refused, never silently dropped.
 */

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';
export const tooLong = (max: number) => `Must be at most ${max} characters`;

const count = (n: number) => n.toLocaleString('en-US');
const characters = (n: number) => `${count(n)} ${n === 1 ? 'character' : 'characters'}`;

/**
 * A text's length against its limit, as a field shows it while it nears or passes the limit:
 * "2,350 / 2,000 characters".
 */
export const lengthOfLimit = (length: number, max: number) =>
  `${count(length)} / ${characters(max)}`;

/** Over the limit, said with what to do: "Please remove 350 characters: at most 2,000 are allowed". */
export const removeToFit = (length: number, max: number) =>
  `Please remove ${characters(length - max)}: at most ${count(max)} are allowed`;

/** The same as a valibot message (valibot calls it with the issue, whose input is the text as checked). */
export const tooLongBy =
  (max: number) =>
  ({ input }: { input: string }) =>
    removeToFit(input.length, max);

// Tabs and line breaks with the spaces around them: one space on a one-line field.
const BREAKS = /[ \t]*[\t\n\r\u2028\u2029][ \t\n\r\u2028\u2029]*/g;
// C0 and C1 controls and DEL, except tab, line feed and carriage return (a text area's own).
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** How a text is typed: a one-line field, or a text area that keeps its line breaks and tabs. */
export type TextKind = 'line' | 'area';

/** Text as typed: a one-line field's tabs and breaks folded to a space, trimmed, controls refused. */
export function typedText(kind: TextKind, message?: string) {
  const noControlCharacters = v.check(
    (value: string) => !CONTROL_CHARACTER.test(value),
    CONTROL_CHARACTERS_MESSAGE,
  );
  return kind === 'line'
    ? v.pipe(
        v.string(message),
        v.transform((value) => value.replace(BREAKS, ' ')),
        v.trim(),
        noControlCharacters,
      )
    : v.pipe(v.string(message), v.trim(), noControlCharacters);
}
