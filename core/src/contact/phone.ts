/**
 * A phone number as digits in international form, however it was typed: "+60 12-345 6789",
 * "(+60) 12 345 6789" and the local "012-345 6789" are all 60123456789. A Malaysian number
 * typed the local way (a leading 0, no "+") is taken as +60.
 */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return !phone.trim().startsWith('+') && digits.startsWith('0') ? `60${digits.slice(1)}` : digits;
}
