import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_LABELS,
  CORRECTED_VALUE_WORDS,
  auditChanges,
  auditEntityLabel,
  auditRecordTitle,
  auditValueText,
  fieldLabel,
} from './display';
import type { AuditEntry } from './schema';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 'e1',
  actor_sub: 's',
  actor_email: 'a@example.com',
  entity: 'course',
  entity_id: 'c1',
  action: 'update',
  before: null,
  after: null,
  created_at: '2026-11-23T00:00:00.000Z',
  ...over,
});

describe('audit display', () => {
  it.each([
    ['data_request', 'Data request'],
    ['permission_map', 'Permission map'],
    ['status_template', 'E-mail template'],
    ['retired_kind', 'retired_kind'],
  ])('names the entity %j in words (%j), an unknown one by its stored name', (entity, label) => {
    expect(auditEntityLabel(entity)).toBe(label);
  });

  it("titles a record by its title, name or e-mail, settings as 'Site settings', else the id", () => {
    expect(auditRecordTitle(entry({ after: { title: 'Bhakti Shastri' } }))).toBe('Bhakti Shastri');
    expect(auditRecordTitle(entry({ before: { name: 'Govinda Das' } }))).toBe('Govinda Das');
    expect(auditRecordTitle(entry({ entity: 'settings' }))).toBe('Site settings');
    expect(
      auditRecordTitle(entry({ entity: 'data_request', after: { subject: 'r***@example.com' } })),
    ).toBe('r***@example.com');
    expect(auditRecordTitle(entry({ after: { status: 'new' } }))).toBe('c1');
  });

  it('lists only the changed fields of an update, and no ids or timestamps', () => {
    const changes = auditChanges(
      entry({
        before: { id: 'c1', title: 'A', level: 'x', updated_at: '1' },
        after: { id: 'c1', title: 'B', level: 'x', updated_at: '2' },
      }),
    );
    expect(changes).toEqual([{ field: 'title', before: 'A', after: 'B' }]);
  });

  it('shows a restore from a version as "Restored", with the fields it changed, emptied ones too', () => {
    expect(AUDIT_ACTION_LABELS.restore).toBe('Restored');
    const changes = auditChanges(
      entry({
        action: 'restore',
        before: { id: 'c1', title: 'Now', duration: '8 weeks' },
        after: { id: 'c1', title: 'Then', duration: null },
      }),
    );
    expect(changes).toEqual([
      { field: 'title', before: 'Now', after: 'Then' },
      { field: 'duration', before: '8 weeks', after: null },
    ]);
  });

  it('lists what a create was given, not its empty lists or the hash that finds it again', () => {
    const changes = auditChanges(
      entry({
        entity: 'data_request',
        action: 'create',
        after: {
          type: 'access',
          email_hash: '878ac5',
          application_ids: [],
          received_on: '2026-10-28',
        },
      }),
    );
    expect(changes.map((change) => change.field)).toEqual(['type', 'received_on']);
  });

  it('shows settings rows by their value and empty values as (empty)', () => {
    expect(auditValueText({ setting_key: 'hero_title', setting_value: 'Welcome' })).toBe('Welcome');
    expect(auditValueText(null)).toBe('(empty)');
    expect(auditValueText(['a'])).toBe('a');
    expect(auditValueText([])).toBe('(empty)');
    expect(fieldLabel('hero_title')).toBe('Hero title');
  });

  it('writes stored days and moments in Malaysia time, inside objects too', () => {
    expect(auditValueText('2026-10-28')).toBe('28 Oct 2026');
    expect(auditValueText('2026-11-27T12:15:04.592Z')).toBe('27 Nov 2026, 20:15');
    // Deeper shapes fall back to JSON, with their days still in words.
    expect(auditValueText([{ when: { start_date: '2027-01-04' } }])).toBe(
      '[{"when":{"start_date":"4 Jan 2027"}}]',
    );
    // Text that only starts like a date stays as typed.
    expect(auditValueText('2026-10-28 was the open day')).toBe('2026-10-28 was the open day');
  });

  it.each([
    { entity: 'course', field: 'level', value: 'intermediate', words: 'Intermediate' },
    { entity: 'course', field: 'enroll_course', value: 'bhakti-shastri', words: 'Bhakti-shastri' },
    { entity: 'course', field: 'status', value: 'draft', words: 'Draft' },
    { entity: 'content_section', field: 'section_type', value: 'hero', words: 'Hero' },
    { entity: 'application', field: 'status', value: 'contacted', words: 'Contacted' },
    { entity: 'data_request', field: 'type', value: 'correction', words: 'Correction' },
    {
      entity: 'user',
      field: 'groups',
      value: ['editor', 'super_admin'],
      words: 'Editor, Super admin',
    },
    // A value the vocabulary no longer has, and a field without one, stay as stored.
    { entity: 'course', field: 'level', value: 'retired-level', words: 'retired-level' },
    { entity: 'course', field: 'title', value: 'draft', words: 'draft' },
    { entity: 'settings', field: 'status', value: 'constructor', words: 'constructor' },
  ])('writes $entity $field $value as the admin forms do: $words', ({ value, words, ...where }) => {
    expect(auditValueText(value, where)).toBe(words);
  });

  it('names an e-mail template by its status and its languages in words', () => {
    const template = entry({
      entity: 'status_template',
      entity_id: 'waitlisted',
      before: { en: null },
      after: { en: { subject: 'On the waitlist', body: 'Dear {name},\n\nA place may open.' } },
    });
    expect(auditRecordTitle(template)).toBe('Waitlisted');
    expect(fieldLabel('en', 'status_template')).toBe('English');
    expect(fieldLabel('ta', 'status_template')).toBe('Tamil');
    expect(fieldLabel('en', 'course')).toBe('En');
    expect(auditValueText(template.after!.en)).toBe(
      'Subject: On the waitlist\nBody: Dear {name},\n\nA place may open.',
    );
    expect(auditValueText({})).toBe('(empty)');
  });

  it('writes a change to the permission map by area, each role with its level in words', () => {
    const where = { entity: 'permission_map', field: 'applications' };
    expect(auditRecordTitle(entry({ entity: 'permission_map', entity_id: 'current' }))).toBe(
      'What each role may do',
    );
    expect(fieldLabel('applications', 'permission_map')).toMatch(/^Applications \(/);
    expect(auditValueText({ content_admin: 'none', course_manager: 'write' }, where)).toBe(
      'Content admin: No access\nCourse manager: Read and edit',
    );
  });

  it("writes a course's intakes a line each, in the course form's words, without their ids", () => {
    const intakes = [
      { id: 'a1b2', start_date: '2027-02-01', deadline: '2027-01-20', capacity: 20 },
      { id: 'c3d4', start_date: '2027-06-07', deadline: '2027-05-31', capacity: 12 },
    ];
    expect(auditValueText(intakes, { entity: 'course', field: 'intakes' })).toBe(
      'Start date: 1 Feb 2027, Applications close: 20 Jan 2027, Capacity: 20\n' +
        'Start date: 7 Jun 2027, Applications close: 31 May 2027, Capacity: 12',
    );
  });

  it('lists of an object-valued setting only the parts that changed, under the form’s labels', () => {
    // A row as stored: its dates move with every save.
    const row = (setting_value: Record<string, unknown>) => ({
      setting_value,
      description: 'd',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: new Date().toISOString(),
    });
    const hero = { title: 'Same', subtitle: 'Same too', button_text: 'Explore Courses' };
    const links = { facebook: '', twitter: '', instagram: '', youtube: 'https://youtube.com/@a' };
    const settings = entry({
      entity: 'settings',
      before: {
        hero_section: row(hero),
        statistics: row({ graduates: 795, countries: 6 }),
        social_media: row(links),
      },
      after: {
        hero_section: row({ ...hero, button_text: 'Apply Now' }),
        statistics: row({ graduates: 800, countries: 6 }),
        social_media: row({ ...links, facebook: 'https://facebook.com/a', youtube: '' }),
      },
    });
    const shown = auditChanges(settings).map(({ field, before, after }) => [
      fieldLabel(field, 'settings'),
      auditValueText(before, { entity: 'settings', field }),
      auditValueText(after, { entity: 'settings', field }),
    ]);
    expect(shown).toEqual([
      ['Hero Section', 'Button Text: Explore Courses', 'Button Text: Apply Now'],
      ['Key Statistics', 'Total Graduates: 795', 'Total Graduates: 800'],
      [
        'Social Media Links',
        'Facebook: (empty)\nYouTube: https://youtube.com/@a',
        'Facebook: https://facebook.com/a\nYouTube: (empty)',
      ],
    ]);
  });

  it('shows an image whose alt text changed whole, by its file', () => {
    const photo = (alt: string) => ({ src: '/uploads/public/ab12/hall.webp', alt, width: 640 });
    const [change] = auditChanges(
      entry({ before: { photo: photo('The hall') }, after: { photo: photo('The big hall') } }),
    );
    expect(auditValueText(change!.before)).toBe('hall.webp (alt text: The hall)');
    expect(auditValueText(change!.after)).toBe('hall.webp (alt text: The big hall)');
  });

  it('lists each detail a correction changed under its label, without the personal values', () => {
    const correction = entry({
      entity: 'application',
      before: { corrected_fields: ['spiritual_name', 'phone'], empty_fields: ['spiritual_name'] },
      after: {
        corrected_fields: ['spiritual_name', 'phone'],
        empty_fields: [],
        reason: 'correction',
      },
    });
    const shown = auditChanges(correction).map(({ field, before, after }) => [
      fieldLabel(field, 'application'),
      auditValueText(before),
      auditValueText(after),
    ]);
    const { before, after } = CORRECTED_VALUE_WORDS;
    expect(shown).toEqual([
      ['Spiritual name', '(empty)', after],
      ['Phone number', before, after],
    ]);
    // An entry from before the blank ones were named: every field read as filled.
    const older = entry({
      entity: 'application',
      before: { corrected_fields: ['email'] },
      after: { corrected_fields: ['email'], reason: 'correction' },
    });
    expect(auditChanges(older)).toEqual([{ field: 'email', before, after }]);
  });

  it('writes yes or no, images by their file, and lists of plain values one after another', () => {
    expect(auditValueText(true)).toBe('Yes');
    expect(auditValueText(false)).toBe('No');
    expect(auditValueText(['bce48e00-f0b1', '0a590605-6c1e'])).toBe('bce48e00-f0b1, 0a590605-6c1e');
    // Items with commas of their own are told apart by semicolons.
    expect(auditValueText(['Chanting, daily', 'Gita study'])).toBe('Chanting, daily; Gita study');
    const image = { src: '/uploads/public/ab12/hall.webp', alt: 'The hall', width: 640 };
    expect(auditValueText(image)).toBe('hall.webp (alt text: The hall)');
    expect(auditValueText([{ src: '/art/course-foundational.svg?v=2', alt: '' }, image])).toBe(
      'course-foundational.svg, hall.webp (alt text: The hall)',
    );
  });
});
