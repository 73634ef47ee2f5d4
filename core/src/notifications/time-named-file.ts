import { randomUUID } from 'node:crypto';

/**
 * The name of a file in a local stand-in's folder (the outbox, the mail queue): its moment first,
 * so a listing sorts oldest first by name, then a random tail that keeps two of one millisecond
 * apart. "2026-11-27T12-15-04-592Z-1a2b3c4d.json".
 */
export const timeNamedFile = (at: string) =>
  `${at.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`;
