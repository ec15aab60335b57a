import { afterEach, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES } from '@dsb/core';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import { ApiError } from '../../lib/http';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import { feedbackError } from './messages';
import { PUPIL_MESSAGES } from './pupilMessages';
import { draftLabel, targetLabel } from './reviewLogic';
import { REVIEW_MESSAGES } from './reviewMessages';

afterEach(speakEnglish);

const slides = [{ id: 's1', script: 'Rivers flood. Seas rise.' }];
const comment = {
  target: { kind: 'slide' as const, slideId: 's1', x: 0.5, y: 0.5 },
  number: 2,
  targetRemoved: false,
};

describe('feedback words in English', () => {
  it('keeps the counts’ wording as it was', () => {
    const M = REVIEW_MESSAGES;
    expect(M.slideButton(1, 'Seas', 0)).toBe('Slide 1: Seas');
    expect(M.slideButton(1, 'Seas', 1)).toBe('Slide 1: Seas, 1 comment');
    expect(M.slideButton(12, 'Seas', 3)).toBe('Slide 12: Seas, 3 comments');
    expect(M.bankUses(1)).toBe('Used once');
    expect(M.bankUses(4)).toBe('Used 4 times');
    expect(M.changedCount(0)).toBe('No slide changed.');
    expect(M.commentsTitle(0)).toBe('No comments yet');
    expect(M.counter(2000)).toBe('2,000 / 2,000 characters');
    expect(M.levelLabel(2, '', M.levelPoints(1))).toBe('Level 2, 1 point');
    expect(PUPIL_MESSAGES.criterionScore(1, 1)).toBe('1 of 1 points');
    expect(PUPIL_MESSAGES.feedbackButton(2)).toBe('Feedback, 2 comments to do');
    expect(PUPIL_MESSAGES.handInTo('')).toBe('Hand in');
    expect(PUPIL_MESSAGES.handedInToast(2)).toBe('Version 2 handed in.');
  });
});

describe('feedback in the interface language', () => {
  it('speaks Spanish on the review screen and the pupil’s side', () => {
    speakTestLanguage('es', { 'features/feedback': spanish });
    expect(REVIEW_MESSAGES.slideButton(2, 'Mares', 3)).toBe('Diapositiva 2: Mares, 3 comentarios');
    expect(targetLabel(comment, slides)).toBe('Punto 2 de la diapositiva 1');
    expect(draftLabel({ kind: 'story' }, slides)).toBe('Sobre toda la historia');
    expect(PUPIL_MESSAGES.handInTo('Sra. Reed')).toBe('Entregar a Sra. Reed');
    expect(PUPIL_MESSAGES.feedbackButton(1)).toBe('Comentarios, 1 pendiente');
  });

  it('words the server’s feedback messages by their code', () => {
    const full = new ApiError(409, FEEDBACK_MESSAGES.alreadyWaiting, {
      error: FEEDBACK_MESSAGES.alreadyWaiting,
      code: 'alreadyWaiting',
    });
    expect(feedbackError(full, 'fallback')).toBe(FEEDBACK_MESSAGES.alreadyWaiting);
    speakTestLanguage('es', { 'features/feedback': spanish });
    expect(feedbackError(full, 'fallback')).toBe(
      'Esta historia ya está entregada y esperando comentarios.',
    );
    expect(feedbackError(new TypeError('offline'), 'sin conexión')).toBe('sin conexión');
  });

  it('gives Arabic its plural forms and digits', () => {
    speakTestLanguage('ar', { 'features/feedback': arabic });
    const n = new Intl.NumberFormat('ar');
    expect(REVIEW_MESSAGES.commentsTitle(2)).toBe('تعليقان');
    expect(REVIEW_MESSAGES.commentsTitle(5)).toBe(`${n.format(5)} تعليقات`);
    expect(PUPIL_MESSAGES.slideLabel(3, 'البحار')).toBe(`الشريحة ${n.format(3)}: البحار`);
  });
});
