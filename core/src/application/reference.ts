/**
 * The short reference an applicant quotes in letters and calls: the application ID's first eight
 * characters, in capitals. The confirmation screen shows it and the status page quotes it back.
 */
export function applicationReference(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}
