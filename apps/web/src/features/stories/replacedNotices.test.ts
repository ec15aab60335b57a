import { afterEach, describe, expect, it } from 'vitest';
import { createSlide, type Slide } from '@dsb/core';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import { LIVE_MESSAGES, STORY_UI_MESSAGES } from './messages';
import {
  MAX_REPLACED_NOTICES,
  changeOf,
  replacedMessage,
  withMineBack,
  withReplaced,
  type KeptBy,
} from './replacedNotices';

const chart = {
  type: 'image',
  oid: 'o-chart',
  left: 10,
  top: 20,
  metadata: { isEvidence: true, evidenceData: { _id: 'e1', label: 'Sea ice extent' } },
};
const box = { type: 'rect', oid: 'o-box', left: 50, top: 60, fill: '#007AFF' };
const slides: Slide[] = [{ ...createSlide(0), id: 's1', canvasState: [chart, box] }];

const ben: KeptBy = { kind: 'member', name: 'Ben' };
const edit = (objectId: string, mine: Record<string, unknown>, keys = Object.keys(mine)) => ({
  slideId: 's1',
  objectId,
  keys,
  mine,
  keptClient: 7,
});

afterEach(speakEnglish);

describe('notices of replaced changes', () => {
  it('names who kept what, as the object list names the object', () => {
    const [notice] = withReplaced([], [edit('o-chart', { left: 1, top: 2 })], () => ben);
    expect(replacedMessage(notice!, slides)).toBe(
      'Ben moved this chart at the same time; their position was kept.',
    );
    const [recolored] = withReplaced([], [edit('o-box', { fill: '#000000' })], () => ({
      kind: 'self',
    }));
    expect(replacedMessage(recolored!, slides)).toBe(
      'You recolored this rectangle in another tab at the same time; that color was kept.',
    );
    const [gone] = withReplaced([], [edit('o-gone', { angle: 9 })], () => ({ kind: 'unknown' }));
    expect(replacedMessage(gone!, slides)).toBe(
      'Someone in your group turned this object at the same time; their angle was kept.',
    );
  });

  it('sorts properties into the kind of change they belong to', () => {
    expect(changeOf(['top'])).toBe('position');
    expect(changeOf(['scaleX', 'scaleY'])).toBe('size');
    expect(changeOf(['text'])).toBe('text');
    expect(changeOf(['metadata'])).toBe('other');
  });

  it('keeps one notice per object, newest first, the pupil values it already had, and three at most', () => {
    let notices = withReplaced([], [edit('o-chart', { left: 1 })], () => ben);
    // A third pupil's change replaced Ben's: the document no longer holds this pupil's value.
    notices = withReplaced(notices, [edit('o-chart', {}, ['left'])], () => ({
      kind: 'member',
      name: 'Cleo',
    }));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ mine: { left: 1 }, keptBy: { name: 'Cleo' } });
    for (const id of ['a', 'b', 'c'])
      notices = withReplaced(notices, [edit(id, { top: 5 })], () => ben);
    expect(notices.map((n) => n.objectId)).toEqual(['c', 'b', 'a']);
    expect(notices).toHaveLength(MAX_REPLACED_NOTICES);
    // Nothing of this pupil's to put back and no notice to update: no notice.
    expect(withReplaced([], [edit('o-box', {}, ['left'])], () => ben)).toEqual([]);
  });

  it('puts the pupil values back on the object and leaves the rest as it was', () => {
    const [notice] = withReplaced([], [edit('o-box', { left: 5, top: 6 })], () => ben);
    const back = withMineBack(slides, notice!)!;
    expect(back.slideIndex).toBe(0);
    expect(back.canvasState[1]).toEqual({ ...box, left: 5, top: 6 });
    expect(back.canvasState[0]).toBe(chart);
    const [gone] = withReplaced([], [edit('o-gone', { left: 5 })], () => ben);
    expect(withMineBack(slides, gone!)).toBeNull();
  });

  it('speaks the interface language, in whole sentences', () => {
    const [moved] = withReplaced([], [edit('o-chart', { left: 1 })], () => ben);
    const [mine] = withReplaced([], [edit('o-box', { fill: '#000' })], () => ({ kind: 'self' }));
    speakTestLanguage('es', { 'features/stories': spanish });
    expect(replacedMessage(moved!, slides)).toBe(
      'Ben movió este gráfico al mismo tiempo; se mantuvo su posición.',
    );
    expect(replacedMessage(mine!, slides)).toBe(
      'Cambiaste el color de este rectángulo en otra pestaña al mismo tiempo; se mantuvo ese color.',
    );
    expect(LIVE_MESSAGES.putMineBack).toBe('Recuperar mi versión');
    expect(LIVE_MESSAGES.ended('deleted')).toBe('El dueño de esta historia la ha eliminado.');
    speakTestLanguage('ar', { 'features/stories': arabic });
    expect(replacedMessage(moved!, slides)).toBe(
      'نقل Ben هذا المخطط في الوقت نفسه، واحتُفظ بموضعه.',
    );
    expect(STORY_UI_MESSAGES.confirmDeleteSlide).toBe('هل تريد بالتأكيد حذف هذه الشريحة؟');
    speakEnglish();
    expect(LIVE_MESSAGES.putMineBack).toBe('Put mine back');
  });
});
