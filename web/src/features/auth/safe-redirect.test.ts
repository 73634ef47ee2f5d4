import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each(['/admin', '/admin/courses?add=true', '/admin/team#top'])('keeps the path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    'https://evil.example.com/',
    '//evil.example.com/x',
    '/\\evil.example.com',
    'javascript:alert(1)',
    'admin',
    '/login',
    '/login?redirect=%2Fadmin',
    42,
    undefined,
  ])('drops %s', (value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });
});
