import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-messages';

const schema = v.pipe(
  v.object(
    {
      name: v.pipe(v.string('Name is required'), v.minLength(2, 'Name is too short')),
      stats: v.array(v.object({ value: v.number('Value must be a number') })),
    },
    'Send an object',
  ),
  v.check((input) => input.name !== 'root', 'Not this name'),
);

describe('fieldErrors', () => {
  it('is empty for valid input', () => {
    expect(fieldErrors(schema, { name: 'Asha', stats: [] })).toEqual({});
  });

  it('keys the first message of each field by its dotted path', () => {
    expect(fieldErrors(schema, { name: 5, stats: [{ value: 1 }, { value: 'x' }] })).toEqual({
      name: 'Name is required',
      'stats.1.value': 'Value must be a number',
    });
  });

  it('keys a message about the whole input as "_"', () => {
    expect(fieldErrors(schema, 'text')).toEqual({ _: 'Send an object' });
    expect(fieldErrors(schema, { name: 'root', stats: [] })).toEqual({ _: 'Not this name' });
  });
});
