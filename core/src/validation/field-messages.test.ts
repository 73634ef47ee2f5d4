import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors, fieldMessages, plainIssueMessage } from './field-messages';

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

describe('plainIssueMessage', () => {
  const bare = v.object({
    roles: v.array(v.string()),
    enabled: v.boolean(),
    profile: v.object({ name: v.string('Name is required') }),
  });
  const errors = (input: unknown) =>
    fieldMessages(v.safeParse(bare, input, { message: plainIssueMessage }).issues ?? []);

  it('says a left-out key is required, under its path, where its object has no message', () => {
    expect(errors({ profile: {} })).toEqual({
      roles: 'roles is required',
      enabled: 'enabled is required',
      'profile.name': 'name is required',
    });
  });

  it('says what a value of another type must be, and keeps the messages schemas give', () => {
    expect(errors({ roles: 'editor', enabled: 'yes', profile: { name: 5 } })).toEqual({
      roles: 'Must be a list',
      enabled: 'Must be true or false',
      'profile.name': 'Name is required',
    });
    expect(errors({ roles: [1], enabled: true, profile: { name: 'A' } })).toEqual({
      'roles.0': 'Must be text',
    });
    expect(errors(7)).toEqual({ _: 'Must be an object' });
  });
});
