import { describe, expect, it } from 'vitest';
import { retentionDuration } from './duration';

describe('retentionDuration', () => {
  it('says whole years and months with the exact days beside them', () => {
    expect(retentionDuration(365, 'en')).toEqual({ main: '1 year', days: '365 days' });
    expect(retentionDuration(1095, 'en')).toEqual({ main: '3 years', days: '1,095 days' });
    expect(retentionDuration(90, 'en')).toEqual({ main: '3 months', days: '90 days' });
  });

  it('keeps days that are no whole month or year as days', () => {
    expect(retentionDuration(45, 'en')).toEqual({ main: '45 days', days: null });
    expect(retentionDuration(7, 'en')).toEqual({ main: '7 days', days: null });
    expect(retentionDuration(1, 'en')).toEqual({ main: '1 day', days: null });
  });

  it("uses the reader's language for words and numbers", () => {
    expect(retentionDuration(1095, 'de').days).toBe('1.095 Tage');
    expect(retentionDuration(90, 'es').main).toBe('3 meses');
    expect(retentionDuration(365, 'fr').main).toMatch(/^1\s+an$/); // a no-break space
    expect(retentionDuration(60, 'zh').main).toMatch(/2\s*个月/);
    // Arabic words, whatever digits the runtime's Arabic locale prefers.
    expect(retentionDuration(45, 'ar').main).toMatch(/يوم/);
  });
});
