import { OBJECT_ID_KEY, type CanvasObject, type Slide } from '@dsb/core';
import type { ReplacedEdit } from '@dsb/core/collab';
import { objectFactsOf, objectKind } from '../../editor/model';
import { replacedSentence, type KeptBy, type ReplacedChange } from './messages';

export type { KeptBy } from './messages';

/**
 * The notices that tell a pupil another pupil's change replaced theirs ("Ben moved this chart at
 * the same time; their position was kept"), each with a way to put theirs back
 * (docs/product/group-work.md, "When two pupils change the same thing").
 */
export type ReplacedNotice = {
  /** One notice per object: a later replacement of the same object updates it. */
  key: string;
  slideId: string;
  objectId: string;
  keys: string[];
  /** The pupil's own values, put back by "Put mine back". */
  mine: Record<string, unknown>;
  /** Who holds the object's properties now: a name, "you in another tab", or not known. */
  keptBy: KeptBy;
};

/** At most this many notices show at once (the newest first). */
export const MAX_REPLACED_NOTICES = 3;

/** What kind of change a property is part of, for the notice's words. */
const CHANGE_KINDS: ReadonlyArray<{ change: ReplacedChange; keys: string[] }> = [
  { change: 'position', keys: ['left', 'top'] },
  {
    change: 'size',
    keys: ['scaleX', 'scaleY', 'width', 'height', 'radius', 'rx', 'ry', 'x1', 'x2', 'y1', 'y2'],
  },
  { change: 'rotation', keys: ['angle', 'flipX', 'flipY', 'skewX', 'skewY'] },
  {
    change: 'color',
    keys: ['fill', 'stroke', 'strokeWidth', 'opacity', 'backgroundColor', 'strokeDashArray'],
  },
  {
    change: 'text',
    keys: ['text', 'fontSize', 'fontWeight', 'fontStyle', 'fontFamily', 'textAlign', 'underline'],
  },
];

/** The kind of change the notice names: the first kind any replaced property belongs to. */
export function changeOf(keys: readonly string[]): ReplacedChange {
  return (
    CHANGE_KINDS.find((kind) => kind.keys.some((key) => keys.includes(key)))?.change ?? 'other'
  );
}

const noticeKey = (edit: Pick<ReplacedEdit, 'slideId' | 'objectId'>) =>
  `${edit.slideId}/${edit.objectId}`;

/**
 * The notices after `edits` arrive: one per object, newest first. A notice already shown for the
 * object keeps the pupil's values it had (the document no longer holds a value replaced twice).
 */
export function withReplaced(
  notices: readonly ReplacedNotice[],
  edits: readonly ReplacedEdit[],
  whoKept: (client: number) => KeptBy,
): ReplacedNotice[] {
  let next = [...notices];
  for (const edit of edits) {
    const key = noticeKey(edit);
    const earlier = next.find((notice) => notice.key === key);
    const mine = { ...earlier?.mine, ...edit.mine };
    if (Object.keys(mine).length === 0) continue; // nothing of this pupil's left to put back
    const keys = [...new Set([...(earlier?.keys ?? []), ...edit.keys])];
    next = [
      {
        key,
        slideId: edit.slideId,
        objectId: edit.objectId,
        keys,
        mine,
        keptBy: whoKept(edit.keptClient),
      },
      ...next.filter((notice) => notice.key !== key),
    ];
  }
  return next.slice(0, MAX_REPLACED_NOTICES);
}

function objectIn(slides: readonly Slide[], notice: ReplacedNotice) {
  const slideIndex = slides.findIndex((slide) => slide.id === notice.slideId);
  const object = slides[slideIndex]?.canvasState.find((o) => o[OBJECT_ID_KEY] === notice.objectId);
  return object ? { slideIndex, object } : null;
}

/** The notice's sentence, naming the object as the object list does ("this chart"). */
export function replacedMessage(notice: ReplacedNotice, slides: readonly Slide[]): string {
  const found = objectIn(slides, notice);
  const facts = found && objectFactsOf(found.object);
  return replacedSentence(
    changeOf(notice.keys),
    facts ? objectKind(facts) : 'object',
    notice.keptBy,
  );
}

/**
 * The slide's canvas with the pupil's values put back on the object, or null when the object is
 * gone (deleted since).
 */
export function withMineBack(
  slides: readonly Slide[],
  notice: ReplacedNotice,
): { slideIndex: number; canvasState: CanvasObject[] } | null {
  const found = objectIn(slides, notice);
  if (!found) return null;
  const canvasState = slides[found.slideIndex]!.canvasState.map((object) =>
    object === found.object ? { ...object, ...notice.mine } : object,
  );
  return { slideIndex: found.slideIndex, canvasState };
}
