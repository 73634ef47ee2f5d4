import { describe, expect, it } from 'vitest';
import { isHttpUrl } from './http-url';

describe('isHttpUrl', () => {
  it.each(['https://www.linkedin.com/in/govinda', 'http://x.com/a?b=c', 'HTTPS://Example.org'])(
    'accepts %j',
    (text) => expect(isHttpUrl(text)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'linkedin.com/in/govinda',
    'https://',
    'https://localhost',
    'https://exa mple.com',
    'ftp://example.com',
    'mailto:a@example.com',
  ])('refuses %j', (text) => expect(isHttpUrl(text)).toBe(false));
});
