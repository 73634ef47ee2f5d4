import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, canMoveTo, STATUS_TRANSITIONS, transitionProblem } from './status';

describe('the application workflow', () => {
  it('goes new -> contacted -> accepted | waitlisted | declined', () => {
    expect(canMoveTo('new', 'contacted')).toBe(true);
    for (const end of ['accepted', 'waitlisted', 'declined'] as const) {
      expect(canMoveTo('contacted', end)).toBe(true);
      expect(canMoveTo('new', end)).toBe(false);
    }
    expect(canMoveTo('waitlisted', 'accepted')).toBe(true);
    expect(canMoveTo('waitlisted', 'declined')).toBe(true);
  });

  it('never moves back and keeps accepted and declined final', () => {
    for (const from of APPLICATION_STATUSES) {
      expect(canMoveTo(from, 'new')).toBe(false);
      expect(canMoveTo(from, from)).toBe(false);
    }
    expect(STATUS_TRANSITIONS.accepted).toEqual([]);
    expect(STATUS_TRANSITIONS.declined).toEqual([]);
  });

  it('explains a refused move in words', () => {
    expect(transitionProblem('new', 'contacted')).toBeNull();
    expect(transitionProblem('new', 'accepted')).toBe(
      'A New application can only become Contacted, not Accepted.',
    );
    expect(transitionProblem('contacted', 'contacted')).toBe(
      'The application is already Contacted.',
    );
    expect(transitionProblem('declined', 'accepted')).toBe(
      'A Declined application is decided; its status cannot change to Accepted unless the decision is reopened on its page.',
    );
    expect(transitionProblem('accepted', 'declined')).toMatch(
      /^An Accepted application is decided;/,
    );
  });
});
