import { describe, expect, it } from 'vitest';
import { formatDate, imageOf, isWebAddress } from './format';

describe('evidence formatting', () => {
  it('writes dates as short month, day, year', () => {
    expect(formatDate('2025-03-04T12:00:00.000Z')).toBe('Mar 4, 2025');
  });

  it("says 'Not specified' for a missing or unreadable date", () => {
    expect(formatDate(null)).toBe('Not specified');
    expect(formatDate('yesterday-ish')).toBe('Not specified');
    expect(formatDate(undefined, 'Never')).toBe('Never');
  });

  it('prefers the stored image to the added address', () => {
    expect(imageOf({ s3URL: '/files/a.png', imageURL: 'https://x/a.png' })).toBe('/files/a.png');
    expect(imageOf({ s3URL: null, imageURL: 'https://x/a.png' })).toBe('https://x/a.png');
    expect(imageOf({ s3URL: '', imageURL: null })).toBeNull();
  });

  it('links only web addresses', () => {
    expect(isWebAddress('https://ons.example/report')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress(null)).toBe(false);
  });
});
