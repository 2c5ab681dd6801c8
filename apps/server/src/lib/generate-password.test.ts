import { passwordSchema } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import { generatePassword } from './generate-password.js';

describe('generatePassword', () => {
  it('makes 16 characters with every class, passing the password rule', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(16);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[2-9]/);
      expect(password).toMatch(/[!#%*+?@^_~]/);
      expect(password).not.toMatch(/[0O1lI]/);
      expect(passwordSchema.safeParse(password).success).toBe(true);
    }
  });

  it('never repeats itself', () => {
    const seen = new Set(Array.from({ length: 1000 }, () => generatePassword()));
    expect(seen.size).toBe(1000);
  });
});
