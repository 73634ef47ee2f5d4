/**
 * Text as it is compared, not as it is shown: NFC (so Tamil typed on different keyboards is
 * equal), lower case, one space between words. "  Radha  Devi" and "radha devi" compare equal.
 */
export const comparableText = (text: string) => oneLine(text.normalize('NFC').toLowerCase());

/**
 * The text with the accents taken off its Latin letters ("josé" → "jose"), so a name is found
 * however it was typed. Other scripts keep their marks: a Tamil vowel sign is part of the letter.
 */
export const withoutLatinAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC');

/**
 * A name as it is compared: however spaced or capitalised, and with its Latin accents or without
 * ("Zoë  Müller" and "zoe muller"), as staff type names from a form, a call or a keyboard
 * without those letters.
 */
export const comparableName = (name: string) => withoutLatinAccents(comparableText(name));

/** Text on one line: line breaks and runs of space become one space (a subject, a greeting). */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The text with its first letter in capitals: "courses" as a heading, "Courses". */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
