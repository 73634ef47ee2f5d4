import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, commonPasswordProblem } from './common-passwords';

describe('commonPasswordProblem', () => {
  it.each(['password', 'Password2024!', 'Qwerty123456', 'iloveyouiloveyou', 'Football12345'])(
    'refuses %j, a common password or one of its usual variants',
    async (password) => {
      expect(await commonPasswordProblem(password)).toBe(COMMON_PASSWORD_MESSAGE);
    },
  );

  it.each(['Ipoh-Gita-Class-7', 'Sunrise over Kinta 2026', 'mangga-durian-rambutan'])(
    'accepts %j, which is not on the list',
    async (password) => {
      expect(await commonPasswordProblem(password)).toBeNull();
    },
  );
});
