import { afterEach, describe, expect, it } from 'vitest';
import { RUBRIC_MESSAGES } from '@dsb/core';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import { pointsHint, rubricText, RUBRICS_MESSAGES as M } from './messages';
import { emptyDraft, validateDraft } from './rubricDraft';

afterEach(speakEnglish);

describe('the Rubrics screen in the interface language', () => {
  it('keeps the English words', () => {
    expect(M.summary({ criteria: 1, maxPoints: 3 })).toBe('1 criterion, up to 3 points');
    expect(M.criteriaCount({ count: 2, max: 10, maxPoints: 1 })).toBe(
      '2 of 10 criteria, up to 1 point in all',
    );
    expect(pointsHint()).toBe('0 to 100');
    expect(rubricText(RUBRIC_MESSAGES.tooManyCriteria)).toBe(RUBRIC_MESSAGES.tooManyCriteria);
  });

  it('speaks Spanish, counts included', () => {
    speakTestLanguage('es', { 'features/rubrics': spanish });
    expect(M.title()).toBe('Rúbricas');
    expect(M.summary({ criteria: 2, maxPoints: 1 })).toBe('2 criterios, hasta 1 punto');
    expect(M.deleteLabel({ name: 'Escritura' })).toBe('Eliminar Escritura');
  });

  it("shows core's checks in the language, and a server's CSV line as sent", () => {
    speakTestLanguage('es', { 'features/rubrics': spanish });
    const checked = validateDraft(emptyDraft());
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(rubricText(checked.errors.name)).toBe('Ponle un nombre a la rúbrica.');
    expect(rubricText(RUBRIC_MESSAGES.tooManyLevels)).toBe(
      'Un criterio puede tener como máximo 5 niveles.',
    );
    expect(rubricText('Line 4: something')).toBe('Line 4: something');
  });

  it('uses Arabic plural forms and numbers', () => {
    speakTestLanguage('ar', { 'features/rubrics': arabic });
    expect(M.summary({ criteria: 2, maxPoints: 1 })).toBe('معياران، حتى نقطة واحدة');
    expect(M.levelHeading({ n: 3 })).toBe(`المستوى ${new Intl.NumberFormat('ar').format(3)}`);
  });
});
