import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './formErrors';

describe('fieldErrors', () => {
  it('keeps the first message of each listed field', () => {
    const schema = z.object({
      a: z.string().min(2, 'too short').max(1, 'never'),
      b: z.string(),
      c: z.number(),
    });
    const result = schema.safeParse({ a: 'x', b: 1, c: 'y' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error.issues, ['a', 'b'])).toEqual({
        a: 'too short',
        b: expect.any(String),
      });
  });
});
