import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOM_LINK_MESSAGES, type CustomLink } from '@dsb/core';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import arrivalArabic from './arrival/locales/ar.json';
import arrivalSpanish from './arrival/locales/es.json';
import { arrivalMessages } from './arrival/messages';
import { linkCardFields } from './cardFields';
import { progressText, scriptProgress, storyAuthors } from './classFormat';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import { linkMessages, linkText } from './messages';
import { noPromptLabel } from './promptChoices';

afterEach(speakEnglish);

const link = {
  _id: 'l1',
  name: ' ',
  trackingId: 'Year8-P3',
  promptId: null,
  promptTitle: null,
  room: null,
  createdAt: 'not a date',
  openings: 2,
  pupilsStarted: 1,
} as unknown as CustomLink;

describe('class links in the interface language', () => {
  it('keeps the English words', () => {
    expect(linkCardFields(link, 'https://x.example')).toMatchObject({
      name: 'Unnamed Link',
      openings: '2 openings',
      pupils: '1 pupil started a story',
    });
    expect(storyAuthors({ pupilName: 'Sam', coAuthors: ['Ben', 'Cleo', 'Dan'] })).toBe(
      'Sam with Ben, Cleo and Dan',
    );
    expect(arrivalMessages.teacherCanSee()).toBe(CUSTOM_LINK_MESSAGES.teacherCanSee);
    expect(arrivalMessages.linkInactive()).toBe(CUSTOM_LINK_MESSAGES.linkInactive);
  });

  it('speaks Spanish on the teacher’s screens and to an arriving pupil', () => {
    speakTestLanguage('es', {
      'features/customLinks': spanish,
      'features/customLinks/arrival': arrivalSpanish,
    });
    expect(linkCardFields(link, 'https://x.example')).toMatchObject({
      name: 'Enlace sin nombre',
      prompt: 'Ninguna',
      created: 'Fecha desconocida',
      openings: '2 aperturas',
      pupils: '1 estudiante empezó una historia',
    });
    expect(scriptProgress({ slideCount: 4, scriptedSlides: 3 })).toBe(
      '3 de 4 diapositivas tienen guion',
    );
    expect(progressText({ progress: 'resubmitted', handinVersion: 2 })).toBe(
      'Reenviada (versión 2)',
    );
    expect(storyAuthors({ pupilName: 'Sam', coAuthors: ['Ben', 'Cleo'] })).toBe(
      'Sam con Ben y Cleo',
    );
    expect(noPromptLabel()).toBe('Ninguna: que elija cada estudiante');
    expect(linkText(CUSTOM_LINK_MESSAGES.trackingIdTaken)).toBe(
      'Este ID de seguimiento ya está en uso. Elige otro.',
    );
    expect(linkText('Something else')).toBe('Something else');
    expect(arrivalMessages.title()).toBe('Empieza tu historia de datos');
  });

  it('counts in Arabic plural forms', () => {
    speakTestLanguage('ar', {
      'features/customLinks': arabic,
      'features/customLinks/arrival': arrivalArabic,
    });
    expect(linkMessages.list.slideCount({ count: 2 })).toBe('شريحتان');
    expect(linkMessages.feedback.notStartedCount({ count: 1 })).toBe(
      'طالب واحد في هذا الصف لم يبدأ قصة بعد.',
    );
    expect(arrivalMessages.dismiss()).toBe('إغلاق');
  });
});
