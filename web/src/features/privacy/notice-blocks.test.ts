import { describe, expect, it } from 'vitest';
import { noticeBlocks } from './notice-blocks';

describe('noticeBlocks', () => {
  it('reads headings, paragraphs and lists, and fills the placeholders', () => {
    const text =
      'Intro for {site_name}.\nStill intro.\n\n## Rights\n- Write to {contact_email}\n- Within 21 days\n\nKeep {unknown}.';
    expect(
      noticeBlocks(text, { site_name: 'The Institute', contact_email: 'dpo@example.org' }),
    ).toEqual([
      { kind: 'paragraph', text: 'Intro for The Institute. Still intro.' },
      { kind: 'heading', text: 'Rights' },
      { kind: 'list', items: ['Write to dpo@example.org', 'Within 21 days'] },
      { kind: 'paragraph', text: 'Keep {unknown}.' },
    ]);
  });
});
