import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createSlide } from '../index';
import { readStory, storyDocument, writeStory, type StoryFields } from './storyDocument';
import { watchReplacedEdits, type ReplacedEdit } from './replacedEdits';

const initial: StoryFields = {
  title: 'Sea ice',
  bigQuestion: 'Is the Arctic melting?',
  template: 'blank',
  trackingId: null,
  voice: null,
  savedEvidence: [],
  slides: [
    {
      ...createSlide(0),
      id: 'slide-1',
      canvasState: [
        { type: 'rect', left: 10, top: 10, fill: '#007AFF', oid: 'chart-1' },
        { type: 'rect', left: 50, top: 50, fill: '#007AFF', oid: 'shape-2' },
      ],
    },
  ],
};

/** A browser: a copy of the document with a chosen client id, and what it was told. */
function browser(clientId: number, from: Y.Doc) {
  const doc = new Y.Doc();
  doc.clientID = clientId;
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(from));
  const told: ReplacedEdit[] = [];
  watchReplacedEdits(doc, (edits) => told.push(...edits));
  return { doc, told };
}

function move(doc: Y.Doc, objectId: string, change: Record<string, unknown>) {
  const story = readStory(doc);
  story.slides[0]!.canvasState = story.slides[0]!.canvasState.map((o) =>
    o.oid === objectId ? { ...o, ...change } : o,
  );
  writeStory(doc, story);
}

const sync = (...docs: Y.Doc[]) => {
  for (const from of docs)
    for (const to of docs)
      if (from !== to) Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));
};

describe('changes of mine that another pupil replaced', () => {
  it('tells the pupil whose move lost, with their values, and nobody else', () => {
    const start = storyDocument(initial);
    const ana = browser(1, start);
    const ben = browser(2, start);
    move(ana.doc, 'chart-1', { left: 100, top: 120 });
    move(ben.doc, 'chart-1', { left: 200, top: 220 });
    sync(ana.doc, ben.doc);
    // Both copies hold one of the two moves, the same one.
    expect(readStory(ana.doc)).toEqual(readStory(ben.doc));
    const kept = readStory(ana.doc).slides[0]!.canvasState[0]!;
    const [loser, winner] = kept.left === 100 ? [ben, ana] : [ana, ben];
    expect(winner.told).toEqual([]);
    expect(loser.told).toEqual([
      {
        slideId: 'slide-1',
        objectId: 'chart-1',
        keys: ['left', 'top'],
        mine: loser === ana ? { left: 100, top: 120 } : { left: 200, top: 220 },
        keptClient: winner.doc.clientID,
      },
    ]);
  });

  it('says nothing when the other pupil changed it after seeing my change', () => {
    const start = storyDocument(initial);
    const ana = browser(1, start);
    const ben = browser(2, start);
    move(ana.doc, 'chart-1', { left: 100 });
    sync(ana.doc, ben.doc);
    move(ben.doc, 'chart-1', { left: 300 });
    sync(ana.doc, ben.doc);
    expect(readStory(ana.doc).slides[0]!.canvasState[0]!.left).toBe(300);
    expect(ana.told).toEqual([]);
    expect(ben.told).toEqual([]);
  });

  it('says nothing when pupils change different properties or different objects', () => {
    const start = storyDocument(initial);
    const ana = browser(1, start);
    const ben = browser(2, start);
    move(ana.doc, 'chart-1', { left: 100 });
    move(ben.doc, 'chart-1', { fill: '#00FF00' });
    move(ben.doc, 'shape-2', { left: 5 });
    sync(ana.doc, ben.doc);
    expect(ana.told).toEqual([]);
    expect(ben.told).toEqual([]);
  });

  it('reports the last value of several offline changes, once the pupil is back', () => {
    const start = storyDocument(initial);
    const ana = browser(1, start);
    const ben = browser(2, start);
    // Ana works offline and moves the chart twice; Ben moves it once meanwhile.
    move(ana.doc, 'chart-1', { left: 100 });
    move(ana.doc, 'chart-1', { left: 150 });
    move(ben.doc, 'chart-1', { left: 250 });
    sync(ana.doc, ben.doc);
    expect(readStory(ana.doc).slides[0]!.canvasState[0]!.left).toBe(250);
    expect(ana.told.map((e) => e.mine)).toEqual([{ left: 150 }]);
    expect(ben.told).toEqual([]);
  });

  it('tells the pupil when the change kept is the last of several the other made meanwhile', () => {
    const start = storyDocument(initial);
    const ana = browser(1, start);
    const ben = browser(2, start);
    // Ben's later moves overwrite his own first one, which sits after Ana's move (client order):
    // they did not see Ana's move even though they come after it.
    move(ana.doc, 'chart-1', { left: 130 });
    move(ben.doc, 'chart-1', { left: 110 });
    move(ben.doc, 'chart-1', { left: 150 });
    sync(ana.doc, ben.doc);
    expect(readStory(ana.doc).slides[0]!.canvasState[0]!.left).toBe(150);
    expect(ana.told.map((e) => e.mine)).toEqual([{ left: 130 }]);
    expect(ben.told).toEqual([]);
  });

  it('with three pupils at once, each loser hears of the one change kept', () => {
    const start = storyDocument(initial);
    const pupils = [browser(1, start), browser(2, start), browser(3, start)];
    pupils.forEach((p, i) => move(p.doc, 'chart-1', { left: 100 * (i + 1) }));
    sync(...pupils.map((p) => p.doc));
    const kept = readStory(pupils[0]!.doc).slides[0]!.canvasState[0]!.left;
    const keptBy = pupils.find((_, i) => 100 * (i + 1) === kept)!;
    for (const p of pupils) {
      if (p === keptBy) expect(p.told).toEqual([]);
      else {
        // Told when their move was replaced (with its value), and again if a third pupil's
        // change, made at the same time, replaced the one that had replaced theirs.
        expect(p.told[0]!.mine).toEqual({ left: 100 * p.doc.clientID });
        expect(p.told.at(-1)?.keptClient).toBe(keptBy.doc.clientID);
        expect(p.told.every((edit) => edit.keys.join() === 'left')).toBe(true);
      }
    }
  });

  it('stops telling once unwatched, and ignores my own undo', () => {
    const start = storyDocument(initial);
    const doc = new Y.Doc();
    doc.clientID = 1;
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(start));
    const told: ReplacedEdit[] = [];
    const stop = watchReplacedEdits(doc, (edits) => told.push(...edits));
    const slide = doc.getMap<Y.Map<unknown>>('slides').get('slide-1')!;
    const undo = new Y.UndoManager(slide.get('objects') as Y.Map<unknown>);
    move(doc, 'chart-1', { left: 100 });
    undo.undo();
    expect(told).toEqual([]);
    stop();
    const other = browser(2, start);
    move(other.doc, 'chart-1', { left: 300 });
    move(doc, 'chart-1', { left: 400 });
    sync(doc, other.doc);
    expect(told).toEqual([]);
  });
});
