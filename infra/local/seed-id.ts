import { createHash } from 'node:crypto';

/**
 * A stable UUID (version 5's shape) for a sample record, from its kind and name: a half-finished
 * seed completes on the next start instead of writing the record twice.
 */
export function seedId(kind: string, name: string): string {
  const hex = createHash('sha1').update(`${kind}:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
