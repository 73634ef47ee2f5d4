import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../lib/api';
import { renderHook } from '@testing-library/react';
import { errorMessage, notifyFailed, sessionEnded, useLoadFailedNotice } from './notify';

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

describe('sessionEnded', () => {
  it('is a 401 only: the sign-out is what happened, not a failed request', () => {
    expect(sessionEnded(new ApiError(401, 'unauthorized', 'Sign in to continue'))).toBe(true);
    expect(sessionEnded(new ApiError(403, 'forbidden', 'No access'))).toBe(false);
    expect(sessionEnded(new Error('offline'))).toBe(false);
  });
});

describe('notifyFailed', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says the request's failure, in the caller's words or the API's", () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    notifyFailed(new ApiError(500, 'internal', 'The server failed'), {
      message: 'Failed to fetch courses',
    });
    notifyFailed(new ApiError(409, 'conflict', 'Someone else changed it first'));
    expect(show.mock.calls.map(([notice]) => [notice.title, notice.message])).toEqual([
      ['Error', 'Failed to fetch courses'],
      ['Error', 'Someone else changed it first'],
    ]);
  });

  it('says nothing when the session ended: the sign-out notice says why', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    notifyFailed(new ApiError(401, 'unauthorized', 'Sign in to continue'), {
      message: 'Failed to fetch courses',
    });
    expect(show).not.toHaveBeenCalled();
  });
});

describe('useLoadFailedNotice', () => {
  afterEach(() => vi.restoreAllMocks());

  const failed = (error: unknown, at: number) => ({ isError: true, error, errorUpdatedAt: at });

  it('says each failed load once, and none when the session ended under the page', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    const boom = new ApiError(500, 'internal', 'Boom');
    const { rerender } = renderHook(
      ({ state }) => useLoadFailedNotice(state, 'Failed to fetch courses'),
      { initialProps: { state: failed(boom, 1) } },
    );
    // The same failure drawn again (the query's state objects are new each render).
    rerender({ state: failed(boom, 1) });
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]![0]).toMatchObject({
      title: 'Error',
      message: 'Failed to fetch courses',
    });
    // The list read again while the sign-out is under way: a 401, said by the layout alone.
    rerender({ state: failed(new ApiError(401, 'unauthorized', 'Sign in to continue'), 2) });
    expect(show).toHaveBeenCalledTimes(1);
  });
});
