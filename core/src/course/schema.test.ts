import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/field-messages';
import {
  COURSE_MESSAGES,
  courseInputSchema,
  courseRecordSchema,
  normaliseLevel,
  splitPrerequisites,
} from './schema';

const errors = (input: unknown) => fieldErrors(courseInputSchema, input);

/** What a course holds when only its title was given, as sent and as stored. */
const courseDefaults = {
  description: null,
  duration: null,
  level: 'foundational',
  prerequisites: [],
  image_url: null,
  image: null,
  enroll_course: null,
  intakes: [],
  status: 'published',
  publish_from: null,
  unpublish_after: null,
};

describe('courseInputSchema', () => {
  it('requires a title', () => {
    expect(errors({})).toEqual({ title: 'Title is required' });
    expect(errors({ title: '   ' })).toEqual({ title: 'Title is required' });
  });

  it('fills the defaults of a new course', () => {
    expect(v.parse(courseInputSchema, { title: ' Gita Saram ' })).toEqual({
      ...courseDefaults,
      title: 'Gita Saram',
      sort_order: 0,
    });
  });

  it('gives each new course lists of its own, sent or stored', () => {
    const first = v.parse(courseInputSchema, { title: 'A' });
    const second = v.parse(courseInputSchema, { title: 'B' });
    expect(first.prerequisites).not.toBe(second.prerequisites);
    expect(first.intakes).not.toBe(second.intakes);
    const stored = (id: string) =>
      v.parse(courseRecordSchema, { id, title: id, prerequisites: 'x' });
    expect(stored('a').prerequisites).not.toBe(stored('b').prerequisites);
  });

  it('accepts the four levels, maps legacy words and refuses others', () => {
    for (const level of ['foundational', 'intermediate', 'advanced', 'specialized']) {
      expect(v.parse(courseInputSchema, { title: 'T', level }).level).toBe(level);
    }
    expect(v.parse(courseInputSchema, { title: 'T', level: 'Beginner' }).level).toBe(
      'foundational',
    );
    expect(v.parse(courseInputSchema, { title: 'T', level: 'Advanced' }).level).toBe('advanced');
    expect(v.parse(courseInputSchema, { title: 'T', level: '' }).level).toBe('foundational');
    expect(errors({ title: 'T', level: 'expert' })).toEqual({
      level: 'Level must be foundational, intermediate, advanced or specialized',
    });
  });

  it('accepts an enrolment choice, blank as null, and refuses unknown ones', () => {
    expect(v.parse(courseInputSchema, { title: 'T', enroll_course: 'idc' }).enroll_course).toBe(
      'idc',
    );
    expect(v.parse(courseInputSchema, { title: 'T', enroll_course: '' }).enroll_course).toBeNull();
    expect(errors({ title: 'T', enroll_course: 'cooking' })).toEqual({
      enroll_course: 'Enrolment course must be one of the application course choices',
    });
  });

  it('checks status, sort_order and image_url', () => {
    expect(
      errors({
        title: 'T',
        status: 'archived',
        sort_order: '3',
        image_url: 'data:image/png;base64,AAAA',
      }),
    ).toEqual({
      status: 'Status must be published or draft',
      sort_order: 'Sort order must be a number',
      image_url: 'Image URL must start with https://, http:// or / and have no spaces',
    });
    expect(
      v.parse(courseInputSchema, {
        title: 'T',
        status: 'draft',
        sort_order: -4,
        image_url: '/images/c.jpg',
      }),
    ).toMatchObject({
      status: 'draft',
      sort_order: -4,
      image_url: '/images/c.jpg',
    });
  });

  it('takes a sort_order with up to six decimals (drag and drop puts records between others)', () => {
    expect(v.parse(courseInputSchema, { title: 'T', sort_order: 1.5 }).sort_order).toBe(1.5);
    expect(v.parse(courseInputSchema, { title: 'T', sort_order: -2.000001 }).sort_order).toBe(
      -2.000001,
    );
    expect(
      Object.is(v.parse(courseInputSchema, { title: 'T', sort_order: -0 }).sort_order, 0),
    ).toBe(true);
    expect(errors({ title: 'T', sort_order: 1.0000001 })).toEqual({
      sort_order: 'Sort order can have at most 6 decimals',
    });
    expect(errors({ title: 'T', sort_order: 1_000_000_000 })).toEqual({
      sort_order: 'Sort order must be between -999999999 and 999999999',
    });
  });

  it('trims prerequisites and drops empty ones', () => {
    expect(
      v.parse(courseInputSchema, { title: 'T', prerequisites: [' a ', '', '  ', 'b'] })
        .prerequisites,
    ).toEqual(['a', 'b']);
  });
});

describe('reading stored courses', () => {
  it.each([
    ['Beginner', 'foundational'],
    ['beginner', 'foundational'],
    ['Intermediate', 'intermediate'],
    ['Advanced', 'advanced'],
    ['specialised', 'specialized'],
    ['specialized', 'specialized'],
    [undefined, 'foundational'],
    [null, 'foundational'],
    ['Expert', 'foundational'],
    [7, 'foundational'],
  ])('level %j reads as %s', (stored, level) => {
    expect(normaliseLevel(stored)).toBe(level);
  });

  it('reads a stored item without level or optional fields, dropping the table keys', () => {
    const record = v.parse(courseRecordSchema, {
      id: 'c1',
      title: 'Gita Rahasya',
      status: 'published',
      sort_order: 3,
      pk: 'COURSE#c1',
    });
    // Stored before scheduled publishing: no window, as a new course has.
    expect(record).toEqual({
      ...courseDefaults,
      id: 'c1',
      title: 'Gita Rahasya',
      sort_order: 3,
      created_at: '',
      updated_at: '',
      // An item stored before revisions: the edit-conflict check treats it as revision 0.
      revision: 0,
    });
  });
});

describe('splitPrerequisites', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(
      splitPrerequisites(' Chanting 16 rounds, 4 regulative principles ,, ,Bhakti-shastri '),
    ).toEqual(['Chanting 16 rounds', '4 regulative principles', 'Bhakti-shastri']);
    expect(splitPrerequisites('')).toEqual([]);
  });
});

describe('course intakes', () => {
  it('sorts intakes soonest first and refuses a deadline after the start', () => {
    const parsed = v.parse(courseInputSchema, {
      title: 'T',
      intakes: [
        { start_date: '2027-06-01', deadline: '2027-05-01', capacity: 3 },
        { start_date: '2027-01-10', deadline: '2027-01-10', capacity: 1 },
      ],
    });
    expect(parsed.intakes.map((intake) => intake.start_date)).toEqual(['2027-01-10', '2027-06-01']);
    expect(
      errors({
        title: 'T',
        intakes: [{ start_date: '2027-01-10', deadline: '2027-01-11', capacity: 1 }],
      }),
    ).toEqual({
      'intakes.0.deadline': 'The application deadline must be on or before the start date',
    });
  });

  it('calls an empty date missing, and names the written format only for one not read as a date', () => {
    expect(
      errors({
        title: 'T',
        intakes: [
          { start_date: '', deadline: '  ', capacity: 1 },
          { start_date: 'soon', deadline: '2027-02-30', capacity: 1 },
        ],
      }),
    ).toEqual({
      'intakes.0.start_date': COURSE_MESSAGES.intakeStartMissing,
      'intakes.0.deadline': COURSE_MESSAGES.intakeDeadlineMissing,
      'intakes.1.start_date': COURSE_MESSAGES.intakeStart,
      'intakes.1.deadline': COURSE_MESSAGES.intakeDeadline,
    });
  });

  it('refuses two intakes on one day, or with one id (in either case)', () => {
    const id = '0b9c1f0e-6f0a-4c53-9d1e-2a5b7c9d0e01';
    expect(
      errors({
        title: 'T',
        intakes: [
          { id, start_date: '2027-01-10', deadline: '2027-01-01', capacity: 1 },
          { id: id.toUpperCase(), start_date: '2027-03-10', deadline: '2027-03-01', capacity: 1 },
          { start_date: '2027-03-10', deadline: '2027-03-01', capacity: 1 },
        ],
      }),
    ).toEqual({
      'intakes.1.id': 'Two intakes cannot have the same id',
      'intakes.2.start_date': 'Two intakes cannot start on the same day',
    });
  });
});
