import { afterEach, describe, expect, it } from 'vitest';
import { STORY_TEMPLATES } from '@dsb/core';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import spanish from './locales/es.json';
import { templateInLanguage } from './messages';

afterEach(speakEnglish);

describe('story templates in the interface language', () => {
  it('are in English exactly the templates core defines', () => {
    for (const template of STORY_TEMPLATES) expect(templateInLanguage(template)).toEqual(template);
  });

  it('word every slide of every template in Spanish', () => {
    speakTestLanguage('es', { 'features/stories': spanish });
    const takeAStand = templateInLanguage(STORY_TEMPLATES.find((t) => t.id === 'takeAStand')!);
    expect(takeAStand.elements[0]).toEqual({
      slideTitle: '¿Qué crees?',
      helpText:
        'Expresa tu afirmación en una frase clara con la que alguien pueda estar de acuerdo o no.',
    });
    for (const template of STORY_TEMPLATES) {
      const worded = templateInLanguage(template);
      expect(worded.elements).toHaveLength(template.elements.length);
      worded.elements.forEach((element, i) => {
        expect(element.slideTitle).not.toBe(template.elements[i]!.slideTitle);
        expect(element.helpText).not.toBe(template.elements[i]!.helpText);
      });
    }
  });
});
