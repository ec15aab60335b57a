import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { createSlide, type Slide } from '@dsb/core';
import { readStory, writeStory } from '@dsb/core/collab';
import { countWords, trackActivity, wordsInserted } from './activity';

/**
 * The server's copy of a story with a tracker, and members' copies whose every update reaches it
 * with their peer as origin, as a connection applies it (connection.ts).
 */
function room(script = 'Ice melts.') {
  const server = new Y.Doc();
  const slide: Slide = { ...createSlide(0), script };
  writeStory(server, { title: 'Sea ice', slides: [slide] });
  let clock = Date.parse('2026-11-27T10:00:00Z');
  const tracker = trackActivity(server, () => new Date(clock));
  const member = (userId: string) => {
    const peer = { userId };
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(server), 'server');
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== 'server') Y.applyUpdate(server, update, peer);
    });
    server.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== peer) Y.applyUpdate(doc, update, 'server');
    });
    const text = () =>
      (doc.getMap('slides').get(slide.id) as Y.Map<unknown>).get('script') as Y.Text;
    /** Types `typed` one character per update, as a person does, at `at` (default: the end). */
    const type = (typed: string, at = text().length) =>
      [...typed].forEach((char, i) => text().insert(at + i, char));
    return { doc, peer, text, type };
  };
  const counts = () => Object.fromEntries(tracker.take());
  return { server, slide, tracker, member, counts, tick: (ms: number) => (clock += ms) };
}

describe('words', () => {
  it('counts runs of letters, digits and apostrophes', () => {
    expect(countWords('The ice doesn’t melt; it’s 2 degrees.')).toBe(7);
    expect(countWords('  ... ')).toBe(0);
  });

  it('an insertion adds the words it makes, not those it extends', () => {
    expect(wordsInserted('e', 's', undefined)).toBe(0); // 's' + 'e': still one word
    expect(wordsInserted('s', ' ', undefined)).toBe(1);
    expect(wordsInserted(' ', 'a', 'i')).toBe(1); // 'seaice' becomes 'sea ice'
    expect(wordsInserted('The ice melts fast.', undefined, undefined)).toBe(4);
    expect(wordsInserted(' and fast', 's', '.')).toBe(2);
    expect(wordsInserted(' ', 'a', undefined)).toBe(0);
  });
});

describe('trackActivity', () => {
  it('gives each member their own edits, words and last active time', () => {
    const { member, counts, tick } = room();
    const ana = member('ana');
    const ben = member('ben');
    ana.type(' Sea ice');
    tick(60_000);
    ben.text().insert(0, 'Look: the Arctic is warming. ');
    expect(counts()).toEqual({
      ana: {
        edits: 8,
        wordsAdded: 2,
        objectsAdded: 0,
        lastActiveAt: new Date('2026-11-27T10:00:00Z'),
      },
      ben: {
        edits: 1,
        wordsAdded: 5,
        objectsAdded: 0,
        lastActiveAt: new Date('2026-11-27T10:01:00Z'),
      },
    });
  });

  it('counts inserted words only: deleting subtracts nothing, a word typed again counts again', () => {
    const { member, counts } = room('Ice melts.');
    const ana = member('ana');
    ana.text().delete(4, 5); // 'Ice .'
    expect(counts()).toMatchObject({ ana: { edits: 1, wordsAdded: 0 } });
    ana.type('melts', 4);
    expect(counts()).toMatchObject({ ana: { edits: 5, wordsAdded: 1 } });
    // A change replacing a word (a delete and an insert in one update): the new word counts.
    ana.doc.transact(() => {
      ana.text().delete(4, 5);
      ana.text().insert(4, 'freezes');
    });
    expect(counts()).toMatchObject({ ana: { edits: 1, wordsAdded: 1 } });
    expect(readStory(ana.doc).slides[0]!.script).toBe('Ice freezes.');
  });

  it('counts objects added, with those of a new slide and its script', () => {
    const { member, counts, slide } = room('');
    const ana = member('ana');
    const chart = { type: 'image', left: 10, oid: 'o-chart' };
    writeStory(ana.doc, { slides: [{ ...slide, canvasState: [chart] }] });
    expect(counts()).toMatchObject({ ana: { edits: 1, objectsAdded: 1, wordsAdded: 0 } });
    // Moving it is an edit, not a new object.
    writeStory(ana.doc, { slides: [{ ...slide, canvasState: [{ ...chart, left: 50 }] }] });
    expect(counts()).toMatchObject({ ana: { edits: 1, objectsAdded: 0 } });
    const second: Slide = {
      ...createSlide(1),
      script: 'Two words',
      canvasState: [
        { type: 'textbox', text: 'Title', oid: 'o-title' },
        { type: 'rect', oid: 'o-box' },
      ],
    };
    const first = readStory(ana.doc).slides[0]!;
    writeStory(ana.doc, { slides: [first, second] });
    expect(counts()).toMatchObject({ ana: { edits: 1, objectsAdded: 2, wordsAdded: 2 } });
  });

  it('an update that brings nothing new is no edit; changes without a member are nobody’s', () => {
    const { server, member, counts } = room();
    const ana = member('ana');
    // A client's sync on joining sends what the server already has.
    Y.applyUpdate(server, Y.encodeStateAsUpdate(ana.doc), ana.peer);
    // An API save, another server's saved state, the relay.
    writeStory(server, { title: 'Saved by the API' }, 'api');
    const elsewhere = new Y.Doc();
    Y.applyUpdate(elsewhere, Y.encodeStateAsUpdate(server));
    writeStory(elsewhere, { title: 'From another server' });
    Y.applyUpdate(server, Y.encodeStateAsUpdate(elsewhere), 'store');
    expect(counts()).toEqual({});
    // A title change is an edit with no words or objects.
    writeStory(ana.doc, { title: 'Ana’s title' });
    expect(counts()).toMatchObject({ ana: { edits: 1, wordsAdded: 0, objectsAdded: 0 } });
  });

  it('take starts again from zero; putBack returns counts for the next save', () => {
    const { member, tracker, tick } = room();
    const ana = member('ana');
    ana.type(' Cold');
    const taken = tracker.take();
    expect(tracker.take().size).toBe(0);
    tick(1000);
    ana.type(' water');
    tracker.putBack(taken);
    expect(tracker.take().get('ana')).toEqual({
      edits: 11,
      wordsAdded: 2,
      objectsAdded: 0,
      lastActiveAt: new Date('2026-11-27T10:00:01Z'),
    });
  });

  it('stops counting when stopped', () => {
    const { member, tracker } = room();
    const ana = member('ana');
    tracker.stop();
    ana.type(' More');
    expect(tracker.take().size).toBe(0);
  });
});
