import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { EmailAddress } from './email-address';

describe('EmailAddress', () => {
  it.each([
    ['radha.tamil@example.com', 'radha<wbr/>.tamil@<wbr/>example<wbr/>.com'],
    ['a@b', 'a@<wbr/>b'],
    ['no-at-sign', 'no-at-sign'],
    ['', ''],
  ])('may wrap %j only after the @ and before a dot', (email, markup) => {
    expect(renderToStaticMarkup(<EmailAddress email={email} />)).toBe(markup);
  });

  it('reads as the address itself', () => {
    const html = renderToStaticMarkup(<EmailAddress email="x.y@z.org" />);
    expect(html.replace(/<wbr\/>/g, '')).toBe('x.y@z.org');
  });
});
