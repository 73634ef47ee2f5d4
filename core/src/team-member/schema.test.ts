import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/field-messages';
import { teamMemberInputSchema, teamMemberRecordSchema } from './schema';

const errors = (input: unknown) => fieldErrors(teamMemberInputSchema, input);

describe('teamMemberInputSchema', () => {
  it('requires name and role', () => {
    expect(errors({})).toEqual({ name: 'Name is required', role: 'Role is required' });
  });

  it('defaults social_links to {} and drops blank links and unknown keys', () => {
    expect(v.parse(teamMemberInputSchema, { name: 'N', role: 'R' }).social_links).toEqual({});
    expect(
      v.parse(teamMemberInputSchema, {
        name: 'N',
        role: 'R',
        social_links: { email: ' n@example.org ', linkedin: '', twitter: null, facebook: 'x' },
      }).social_links,
    ).toEqual({ email: 'n@example.org' });
  });

  it('checks the social links', () => {
    expect(errors({ name: 'N', role: 'R', social_links: { email: 'nope' } })).toEqual({
      'social_links.email': 'Please enter a valid email address',
    });
    expect(errors({ name: 'N', role: 'R', social_links: 'not an object' })).toEqual({
      social_links: 'Social links must be a JSON object',
    });
  });

  it('reads odd stored social links safely', () => {
    expect(v.parse(teamMemberRecordSchema, { id: 'm', social_links: 'x' }).social_links).toEqual(
      {},
    );
    expect(
      v.parse(teamMemberRecordSchema, { id: 'm', social_links: { twitter: '@n', email: '' } })
        .social_links,
    ).toEqual({
      twitter: '@n',
    });
  });
});
