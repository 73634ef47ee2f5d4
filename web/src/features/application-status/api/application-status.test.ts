import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { GENERIC_STATUS_ERROR, statusProblem } from './application-status';

describe('statusProblem', () => {
  it('shows the API’s own words for a refusal, and a field’s message first', () => {
    expect(statusProblem(new ApiError(400, 'wrong_code', 'That code is not right.'))).toBe(
      'That code is not right.',
    );
    expect(
      statusProblem(
        new ApiError(400, 'validation_failed', 'Some fields are not valid', {
          code: 'Enter the 6-digit code from the e-mail',
        }),
      ),
    ).toBe('Enter the 6-digit code from the e-mail');
    expect(statusProblem(new ApiError(429, 'address_limited', 'Try again in 5 minutes.'))).toBe(
      'Try again in 5 minutes.',
    );
  });

  it('says what to do when the server failed or could not be reached', () => {
    expect(statusProblem(new ApiError(500, 'internal_error', 'Something went wrong'))).toBe(
      GENERIC_STATUS_ERROR,
    );
    expect(statusProblem(new ApiError(0, 'network_error', 'x'))).toMatch(/could not reach/);
    expect(statusProblem(new Error('boom'))).toBe(GENERIC_STATUS_ERROR);
  });
});
