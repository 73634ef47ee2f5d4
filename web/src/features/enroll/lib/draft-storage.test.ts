import { beforeEach, describe, expect, it } from 'vitest';
import { emptyAnswers } from '@institute/core/application/schema';
import {
  clearDraft,
  DRAFT_KEY,
  LEGACY_DRAFT_KEY,
  hasAnswers,
  loadDraft,
  sanitizeValues,
  saveDraft,
} from './draft-storage';
import { newId } from '../../../lib/new-id';

describe('draft storage', () => {
  beforeEach(() => localStorage.clear());

  it('gives nothing when no draft was saved', () => {
    expect(loadDraft()).toBeUndefined();
  });

  it('restores what was saved: id, values and step', () => {
    const id = newId();
    const values = {
      ...emptyAnswers,
      full_name: 'Radha Devi',
      technology_access: ['internet'],
    };
    saveDraft({ id, values, step: 3 });
    expect(loadDraft()).toEqual({ id, values, step: 3 });
  });

  it('forgets the draft when cleared', () => {
    saveDraft({ id: newId(), values: emptyAnswers, step: 0 });
    clearDraft();
    expect(loadDraft()).toBeUndefined();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps a draft for 30 days after its last save, then deletes it', () => {
    const id = newId();
    const values = { ...emptyAnswers, full_name: 'Radha Devi' };
    const saved = new Date('2026-01-01T10:00:00.000Z');
    saveDraft({ id, values, step: 1 }, saved);
    expect(loadDraft(new Date('2026-01-31T10:00:00.000Z'))).toEqual({ id, values, step: 1 });
    expect(loadDraft(new Date('2026-01-31T10:00:01.000Z'))).toBeUndefined();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('deletes a draft saved without a date (before drafts expired)', () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ id: newId(), step: 0, values: { full_name: 'Old' } }),
    );
    expect(loadDraft()).toBeUndefined();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('never stores the consent checkboxes with the answers', () => {
    const values = { ...emptyAnswers, full_name: 'Radha Devi', consent_notice: true };
    saveDraft({ id: newId(), values, step: 5 });
    expect(localStorage.getItem(DRAFT_KEY)).not.toContain('consent');
  });

  it('survives a corrupted entry', () => {
    localStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft()).toBeUndefined();
  });

  it('drops unknown fields and wrongly typed values, and clamps the step', () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        id: 'not-a-uuid',
        step: 42,
        saved_at: new Date().toISOString(),
        values: { full_name: 'Ok', email: 12, prior_courses: ['idc', 3], evil: 'x' },
      }),
    );
    const draft = loadDraft()!;
    expect(draft.step).toBe(5);
    expect(draft.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(draft.values.full_name).toBe('Ok');
    expect(draft.values.email).toBe('');
    expect(draft.values.prior_courses).toEqual(['idc']);
    expect('evil' in draft.values).toBe(false);
  });

  it('knows whether anything was answered', () => {
    expect(hasAnswers(emptyAnswers)).toBe(false);
    expect(hasAnswers({ ...emptyAnswers, testimonial: '  ' })).toBe(false);
    expect(hasAnswers({ ...emptyAnswers, gender: 'female' })).toBe(true);
    expect(hasAnswers({ ...emptyAnswers, prior_courses: ['none'] })).toBe(true);
  });

  it('sanitizes a non-object to the empty form', () => {
    expect(sanitizeValues(null)).toEqual(emptyAnswers);
  });

  it('moves a draft saved with the old field names to the new ones, once', () => {
    const id = newId();
    const savedAt = new Date().toISOString();
    localStorage.setItem(
      LEGACY_DRAFT_KEY,
      JSON.stringify({
        id,
        step: 2,
        saved_at: savedAt,
        values: {
          fullName: 'Radha Devi',
          dateOfBirth: '1990-01-15',
          iskconStatus: 'other',
          iskconStatusOther: 'Congregation',
          technologyAccess: ['internet'],
        },
      }),
    );
    const expected = {
      id,
      step: 2,
      values: {
        ...emptyAnswers,
        full_name: 'Radha Devi',
        date_of_birth: '1990-01-15',
        iskcon_status: 'other',
        iskcon_status_other: 'Congregation',
        technology_access: ['internet'],
      },
    };
    expect(loadDraft()).toEqual(expected);
    expect(localStorage.getItem(LEGACY_DRAFT_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).values).toMatchObject({
      full_name: 'Radha Devi',
    });
    // Read again, it comes from the new key alone.
    expect(loadDraft()).toEqual(expected);
  });

  it('forgets an old-named draft past its 30 days instead of moving it', () => {
    localStorage.setItem(
      LEGACY_DRAFT_KEY,
      JSON.stringify({
        id: newId(),
        step: 0,
        saved_at: '2026-01-01T10:00:00.000Z',
        values: { fullName: 'Old' },
      }),
    );
    expect(loadDraft(new Date('2026-03-01T10:00:00.000Z'))).toBeUndefined();
    expect(localStorage.getItem(LEGACY_DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
