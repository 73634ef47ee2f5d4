import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { errorMessage } from './notify';

describe('errorMessage', () => {
  it('says what is wrong with each field the API refused, not only that some were', () => {
    const refused = new ApiError(400, 'validation_failed', 'Some fields are not valid', {
      to: 'The end date must not be before the start date',
      limit: 'Limit must be at least 1',
    });
    expect(errorMessage(refused)).toBe(
      'The end date must not be before the start date; Limit must be at least 1',
    );
  });

  it("is the error's own message otherwise, or the fallback when there is none", () => {
    expect(errorMessage(new ApiError(409, 'conflict', 'Someone else changed it first'))).toBe(
      'Someone else changed it first',
    );
    expect(errorMessage(new Error('Network down'))).toBe('Network down');
    expect(errorMessage('text thrown')).toBe('An error occurred');
  });
});
