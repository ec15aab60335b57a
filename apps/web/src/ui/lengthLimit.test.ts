import { afterEach, describe, expect, it } from 'vitest';
import { speakEnglish, speakTestLanguage } from '../i18n/testSupport';
import german from './locales/de.json';
import { lengthState, nearLimitFrom } from './lengthLimit';

afterEach(speakEnglish);

describe('a text field near its length limit', () => {
  it('says nothing while far from the limit', () => {
    expect(lengthState(0, 100)).toEqual({ kind: 'far' });
    expect(lengthState(79, 100)).toEqual({ kind: 'far' });
  });

  it('counts from the last 10% (at least 20 characters)', () => {
    expect(nearLimitFrom(100)).toBe(80);
    expect(nearLimitFrom(5000)).toBe(4500);
    expect(lengthState(80, 100)).toEqual({ kind: 'near', text: '80 / 100 characters' });
    expect(lengthState(4999, 5000)).toEqual({ kind: 'near', text: '4,999 / 5,000 characters' });
  });

  it('says so at the limit, where the browser silently stops taking input', () => {
    expect(lengthState(300, 300)).toEqual({
      kind: 'full',
      text: 'Maximum length reached: 300 characters. Anything more is not added.',
    });
  });

  it('speaks the interface language, its numbers written that language’s way', () => {
    speakTestLanguage('de', { ui: german });
    expect(lengthState(4999, 5000)).toEqual({ kind: 'near', text: '4.999 / 5.000 Zeichen' });
    expect(lengthState(5000, 5000)).toMatchObject({
      text: 'Maximale Länge erreicht: 5.000 Zeichen. Mehr wird nicht hinzugefügt.',
    });
  });
});
