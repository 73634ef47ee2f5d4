import { describe, expect, it } from 'vitest';
import { planMove, reorderMessages } from './admin-reorder';

const rows = [
  { id: 'a', sort_order: 1 },
  { id: 'b', sort_order: 2 },
  { id: 'c', sort_order: 3 },
  { id: 'd', sort_order: 4 },
];
const order = (plan: ReturnType<typeof planMove<(typeof rows)[number]>>) =>
  plan?.order.map((row) => row.id);

describe('planMove', () => {
  // Each case: the move (from, to), the order after it, what is sent, and the moved row's number.
  it.each([
    ['moving down: it follows the row it was dropped on', 0, 2, 'bcad', { after_id: 'c' }, 3.5],
    ['moving up: it follows the row before its new place', 3, 1, 'adbc', { after_id: 'a' }, 1.5],
    ['to the top: it precedes the first row', 2, 0, 'cabd', { before_id: 'a' }, 0],
    ['to the end: after the last row, the next whole number', 0, 3, 'bcda', { after_id: 'd' }, 5],
  ] as const)('%s', (_title, from, to, expected, body, sortOrder) => {
    const plan = planMove(rows, from, to);
    expect(order(plan)?.join('')).toBe(expected);
    expect(plan?.body).toEqual(body);
    expect(plan?.moved).toEqual({ id: rows[from]?.id, sort_order: sortOrder });
  });

  it('keeps the old number when none fits (the server renumbers the list)', () => {
    const tied = [
      { id: 'a', sort_order: 0 },
      { id: 'b', sort_order: 0 },
      { id: 'c', sort_order: 0 },
    ];
    const plan = planMove(tied, 2, 1);
    expect(plan?.order.map((row) => row.id)).toEqual(['a', 'c', 'b']);
    expect(plan?.moved.sort_order).toBe(0);
  });

  it('answers null when nothing moves, and leaves the input alone', () => {
    expect(planMove(rows, 1, 1)).toBeNull();
    expect(planMove(rows, 1, 9)).toBeNull();
    planMove(rows, 0, 3);
    expect(rows.map((row) => row.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(rows[0]?.sort_order).toBe(1);
  });
});

describe('reorderMessages', () => {
  const messages = reorderMessages(['a', 'b', 'c'], (id) => `Course ${id.toUpperCase()}`);

  it('name the row and its position', () => {
    expect(messages.start('b')).toBe('Picked up Course B, in position 2 of 3.');
    expect(messages.over('b', 'c')).toBe('Course B is now in position 3 of 3.');
    expect(messages.over('b', null)).toBe('Course B is no longer over the list.');
    expect(messages.end('b', 'a')).toBe('Course B was dropped in position 1 of 3.');
    expect(messages.end('b', 'b')).toBe('Course B was dropped in its old place, position 2 of 3.');
    expect(messages.cancel('b')).toBe('Moving was cancelled. Course B is back in position 2 of 3.');
  });

  it('tell keyboard users how to move a row', () => {
    expect(messages.instructions).toMatch(/Space or Enter.*arrow keys.*Escape to cancel/);
  });
});
