import { expect, it } from 'vitest';
import * as v from 'valibot';
import type { FieldValues } from 'react-hook-form';
import { startingValues } from '../components/admin-entity-dialog';
import type { AdminEntityConfig } from '../components/admin-list-page';

/**
 * What Update sends for a record opened in its admin dialog and saved untouched: the form's
 * starting values, through the form's own schema. Equal to the record's fields when the form and
 * the API share one schema and no field is lost or changed on the way.
 */
export function savedUntouched<TRecord extends { id: string }, TForm extends FieldValues, TInput>(
  config: AdminEntityConfig<TRecord, TForm, TInput>,
  record: TRecord,
): TInput {
  return v.parse(config.inputSchema, startingValues(config, record));
}

/**
 * The round trip every record with a picture must pass: saved untouched, it goes back exactly as
 * stored; saved before pictures had sizes (only a plain address, no picture set), it keeps the
 * address.
 */
export function itSavesUntouchedAsStored<
  TRecord extends { id: string; image: unknown; image_url: string | null },
  TForm extends FieldValues,
  TInput,
>(config: AdminEntityConfig<TRecord, TForm, TInput>, record: TRecord, plainAddress: string) {
  const noun = config.names.singular;
  it(`sends a ${noun} saved untouched back exactly as stored`, () => {
    expect(savedUntouched(config, record)).toEqual(editableFields(record));
  });

  it(`keeps the plain address of a ${noun} saved before pictures had sizes`, () => {
    const older = { ...record, image: null, image_url: plainAddress };
    expect(savedUntouched(config, older)).toMatchObject({ image: null, image_url: plainAddress });
  });
}

const upload = (n: number) => `/uploads/0b9c1f0e-6f0a-4c53-9d1e-2a5b7c9d0e0${n}.webp`;

/** A stored picture set: 960 px wide, so copies of 480 and 960. */
export const STORED_IMAGE = {
  src: upload(3),
  alt: 'Students reading together',
  decorative: false,
  width: 960,
  height: 640,
  variants: [
    { src: upload(1), width: 480 },
    { src: upload(3), width: 960 },
  ],
};

/** The stored fields every publishable record has. */
export const STORED = {
  status: 'published' as const,
  publish_from: '2026-12-01T01:00:00.000Z',
  unpublish_after: null,
  sort_order: 2.5,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-02T00:00:00.000Z',
  revision: 3,
};

/** The record's fields a save sends back (everything but what the server keeps itself). */
export function editableFields<TRecord extends object>(record: TRecord) {
  const {
    id: _id,
    created_at: _c,
    updated_at: _u,
    revision: _r,
    ...fields
  } = record as Record<string, unknown>;
  return fields;
}
