import { afterEach, describe, expect, it } from 'vitest';
import { dropDraft, hasKeptDraft, keepDraft, keptDraft, takeDraftKept } from './kept-drafts';

const draft = {
  account: 'editor@example.com',
  recordId: 'course-1',
  revision: 3,
  changes: { description: 'Typed before the session ended' },
};

describe('drafts kept across an ended session', () => {
  afterEach(() => {
    sessionStorage.clear();
    takeDraftKept();
  });

  it('gives a page its draft back, for the account that made it, until it is dropped', () => {
    keepDraft('/admin/courses', draft);
    expect(hasKeptDraft('/admin/courses')).toBe(true);
    expect(hasKeptDraft('/admin/team')).toBe(false);
    expect(keptDraft('/admin/courses', 'editor@example.com')).toEqual(draft);
    dropDraft('/admin/courses');
    expect(keptDraft('/admin/courses', 'editor@example.com')).toBeNull();
  });

  it('throws the draft away unseen when another account asks for it', () => {
    keepDraft('/admin/courses', draft);
    expect(keptDraft('/admin/courses', 'someone.else@example.com')).toBeNull();
    // Gone, not only hidden: its own account signing in later does not get it either.
    expect(hasKeptDraft('/admin/courses')).toBe(false);
    expect(keptDraft('/admin/courses', 'editor@example.com')).toBeNull();
  });

  it('says once that a draft was kept, for the sign-out notice', () => {
    expect(takeDraftKept()).toBe(false);
    keepDraft('/admin/courses', draft);
    expect(takeDraftKept()).toBe(true);
    expect(takeDraftKept()).toBe(false);
  });

  it('reads what is not a draft as none', () => {
    for (const stored of ['not json', 'null', '{"account":"a@example.com"}', '[]']) {
      sessionStorage.setItem('kept-draft:/admin/courses', stored);
      expect(keptDraft('/admin/courses', 'a@example.com')).toBeNull();
    }
  });
});
