import { beforeEach, describe, expect, it } from 'vitest';
import { emptyApplicationForm } from '@institute/core/application/form-schema';
import {
  clearDraft,
  DRAFT_KEY,
  hasAnswers,
  loadDraft,
  newDraftId,
  sanitizeValues,
  saveDraft,
} from './draft-storage';

describe('draft storage', () => {
  beforeEach(() => localStorage.clear());

  it('gives nothing when no draft was saved', () => {
    expect(loadDraft()).toBeUndefined();
  });

  it('restores what was saved: id, values and step', () => {
    const id = newDraftId();
    const values = {
      ...emptyApplicationForm,
      fullName: 'Radha Devi',
      technologyAccess: ['internet'],
    };
    saveDraft({ id, values, step: 3 });
    expect(loadDraft()).toEqual({ id, values, step: 3 });
  });

  it('forgets the draft when cleared', () => {
    saveDraft({ id: newDraftId(), values: emptyApplicationForm, step: 0 });
    clearDraft();
    expect(loadDraft()).toBeUndefined();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps a draft for 30 days after its last save, then deletes it', () => {
    const id = newDraftId();
    const values = { ...emptyApplicationForm, fullName: 'Radha Devi' };
    const saved = new Date('2026-01-01T10:00:00.000Z');
    saveDraft({ id, values, step: 1 }, saved);
    expect(loadDraft(new Date('2026-01-31T10:00:00.000Z'))).toEqual({ id, values, step: 1 });
    expect(loadDraft(new Date('2026-01-31T10:00:01.000Z'))).toBeUndefined();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('deletes a draft saved without a date (before drafts expired)', () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ id: newDraftId(), step: 0, values: { fullName: 'Old' } }),
    );
    expect(loadDraft()).toBeUndefined();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('never stores the consent checkboxes with the answers', () => {
    const values = { ...emptyApplicationForm, fullName: 'Radha Devi', consentNotice: true };
    saveDraft({ id: newDraftId(), values, step: 5 });
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
        values: { fullName: 'Ok', email: 12, priorCourses: ['idc', 3], evil: 'x' },
      }),
    );
    const draft = loadDraft()!;
    expect(draft.step).toBe(5);
    expect(draft.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(draft.values.fullName).toBe('Ok');
    expect(draft.values.email).toBe('');
    expect(draft.values.priorCourses).toEqual(['idc']);
    expect('evil' in draft.values).toBe(false);
  });

  it('makes a new UUID for every draft', () => {
    const a = newDraftId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newDraftId()).not.toBe(a);
  });

  it('knows whether anything was answered', () => {
    expect(hasAnswers(emptyApplicationForm)).toBe(false);
    expect(hasAnswers({ ...emptyApplicationForm, testimonial: '  ' })).toBe(false);
    expect(hasAnswers({ ...emptyApplicationForm, gender: 'female' })).toBe(true);
    expect(hasAnswers({ ...emptyApplicationForm, priorCourses: ['none'] })).toBe(true);
  });

  it('sanitizes a non-object to the empty form', () => {
    expect(sanitizeValues(null)).toEqual(emptyApplicationForm);
  });
});
