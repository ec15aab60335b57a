import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createSlide, type Slide } from '../index';
import {
  OBJECT_ID_KEY,
  longestIncreasing,
  readStory,
  replaceText,
  slideCanvasTypes,
  storyDocument,
  withObjectIds,
  writeStory,
  type StoryFields,
} from './storyDocument';

const rect = (left: number, extra: Record<string, unknown> = {}) => ({
  type: 'rect',
  left,
  top: 10,
  width: 100,
  height: 50,
  fill: '#007AFF',
  ...extra,
});

function story(slideCount = 2): StoryFields {
  return {
    title: 'Sea ice',
    bigQuestion: 'Is the Arctic melting?',
    template: 'blank',
    trackingId: null,
    voice: null,
    savedEvidence: [],
    slides: Array.from({ length: slideCount }, (_, i) => ({
      ...createSlide(i),
      id: `slide-1700000000000-${i}`,
      script: `Slide ${i + 1} says something.`,
      canvasState: [rect(10), rect(20, { fill: '#FF0000' })],
    })),
  };
}

/** Two copies of a document that exchange every update, as two browsers through the server. */
function pair(initial: StoryFields) {
  const a = storyDocument(initial);
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  return { a, b };
}

const sync = (...docs: Y.Doc[]) => {
  for (const from of docs)
    for (const to of docs)
      if (from !== to) Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));
};

/** One local change the way the editor makes it: read, change, write back. */
function edit(doc: Y.Doc, change: (s: StoryFields) => void) {
  const current = readStory(doc);
  change(current);
  writeStory(doc, current);
}

describe('the story document', () => {
  it('reads back what was written, with an id on every canvas object', () => {
    const original = story();
    const read = readStory(storyDocument(original));
    const ids = read.slides.flatMap((s) => s.canvasState.map((o) => o[OBJECT_ID_KEY]));
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^o-[0-9a-f-]{18}$/);
    const withoutIds = read.slides.map((s) => ({
      ...s,
      canvasState: s.canvasState.map(({ [OBJECT_ID_KEY]: _id, ...rest }) => rest),
    }));
    expect({ ...read, slides: withoutIds }).toEqual(original);
  });

  it("carries the story's narration voice to the other copy, and a document without one reads null", () => {
    const { a, b } = pair(story(1));
    expect(readStory(b).voice).toBeNull();
    edit(a, (s) => (s.voice = 'Spanish'));
    sync(a, b);
    expect(readStory(b).voice).toBe('Spanish');
    edit(b, (s) => (s.voice = 'Brian'));
    sync(a, b);
    expect(readStory(a).voice).toBe('Brian');
  });

  it('keeps ids objects already have and gives a repeated one a new id', () => {
    let n = 0;
    const slide = { canvasState: [rect(1, { oid: 'a' }), rect(2), rect(3, { oid: 'a' })] };
    expect(withObjectIds(slide, () => `new${n++}`).map((o) => o.oid)).toEqual([
      'a',
      'new0',
      'new1',
    ]);
  });

  it('sends only what changed: moving one object is a small update', () => {
    const doc = storyDocument(story(20));
    const before = Y.encodeStateVector(doc);
    edit(doc, (s) => {
      s.slides[3]!.canvasState[1]!.left = 300;
    });
    const update = Y.encodeStateAsUpdate(doc, before);
    expect(update.byteLength).toBeLessThan(200);
    expect(readStory(doc).slides[3]!.canvasState[1]!.left).toBe(300);
  });

  it('writing the same story again changes nothing', () => {
    const doc = storyDocument(story());
    const before = Y.encodeStateVector(doc);
    writeStory(doc, readStory(doc));
    expect(Y.encodeStateAsUpdate(doc, before).byteLength).toBeLessThan(4); // an empty update
  });
});

describe('two pupils at once', () => {
  it('both keep their words when typing in one script', () => {
    const { a, b } = pair(story());
    edit(a, (s) => void (s.slides[0]!.script = `Ana: ${s.slides[0]!.script}`));
    edit(b, (s) => void (s.slides[0]!.script = `${s.slides[0]!.script} Ben adds this.`));
    sync(a, b);
    expect(readStory(a).slides[0]!.script).toBe('Ana: Slide 1 says something. Ben adds this.');
    expect(readStory(b)).toEqual(readStory(a));
  });

  it('both win when they change different properties of one object', () => {
    const { a, b } = pair(story());
    edit(a, (s) => void (s.slides[0]!.canvasState[0]!.left = 222));
    edit(b, (s) => void (s.slides[0]!.canvasState[0]!.fill = '#00FF00'));
    sync(a, b);
    expect(readStory(a).slides[0]!.canvasState[0]).toMatchObject({ left: 222, fill: '#00FF00' });
    expect(readStory(b)).toEqual(readStory(a));
  });

  it('objects both add to one slide at once are both kept', () => {
    const { a, b } = pair(story());
    edit(a, (s) => void s.slides[0]!.canvasState.push(rect(1, { fill: '#AAAAAA' })));
    edit(b, (s) => void s.slides[0]!.canvasState.push(rect(2, { fill: '#BBBBBB' })));
    sync(a, b);
    const fills = readStory(a).slides[0]!.canvasState.map((o) => o.fill);
    expect(fills).toHaveLength(4);
    expect(fills).toEqual(expect.arrayContaining(['#AAAAAA', '#BBBBBB']));
    expect(readStory(b)).toEqual(readStory(a));
  });

  it('a deleted object stays deleted when the other pupil was moving it', () => {
    const { a, b } = pair(story());
    edit(a, (s) => void s.slides[0]!.canvasState.splice(0, 1));
    edit(b, (s) => void (s.slides[0]!.canvasState[0]!.left = 500));
    sync(a, b);
    expect(readStory(a).slides[0]!.canvasState).toHaveLength(1);
    expect(readStory(b)).toEqual(readStory(a));
  });

  it('moving the same slide at once leaves it once, in the same place for both', () => {
    const { a, b } = pair(story(4));
    edit(a, (s) => void s.slides.push(s.slides.shift()!));
    edit(b, (s) => void s.slides.splice(1, 0, s.slides.shift()!));
    sync(a, b);
    const ids = readStory(a).slides.map((s) => s.id);
    expect(new Set(ids).size).toBe(4);
    expect(readStory(b).slides.map((s) => s.id)).toEqual(ids);
  });
});

describe('helpers', () => {
  it('replaceText edits only the changed middle', () => {
    const doc = new Y.Doc();
    const text = doc.getText('t');
    text.insert(0, 'The sea rose 20 cm.');
    replaceText(text, 'The sea rose 21 cm since 1993.');
    expect(text.toString()).toBe('The sea rose 21 cm since 1993.');
    replaceText(text, '');
    expect(text.toString()).toBe('');
  });

  it('longestIncreasing finds what need not move', () => {
    expect([...longestIncreasing([0, 3, 1, 2])].sort()).toEqual([0, 2, 3]);
    expect(longestIncreasing([])).toEqual(new Set());
  });
});

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

describe('convergence', () => {
  it('5 pupils making 1,000 changes at once, some offline for a while, end with one story', () => {
    const next = random(25);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const first = storyDocument(story(3));
    const docs = [first, ...Array.from({ length: 4 }, () => new Y.Doc())];
    sync(...docs);
    const offline = new Set<number>();
    let slideSerial = 10;
    const changes: Array<(s: StoryFields) => void> = [
      (s) => void (pick(s.slides).script += ` word${Math.floor(next() * 100)}`),
      (s) => {
        const slide = pick(s.slides);
        slide.script = slide.script.slice(0, Math.floor(next() * slide.script.length));
      },
      (s) => void pick(s.slides).canvasState.push(rect(Math.floor(next() * 300))),
      (s) => {
        const objects = pick(s.slides).canvasState;
        if (objects.length) pick(objects).left = Math.floor(next() * 300);
      },
      (s) => {
        const objects = pick(s.slides).canvasState;
        if (objects.length) pick(objects).fill = pick(['#111111', '#222222', '#333333']);
      },
      (s) => {
        const objects = pick(s.slides).canvasState;
        if (objects.length) objects.splice(Math.floor(next() * objects.length), 1);
      },
      (s) => {
        if (s.slides.length < 8)
          s.slides.push({ ...createSlide(0), id: `slide-1800000000000-${slideSerial++}` });
      },
      (s) => void (s.slides.length > 1 && s.slides.splice(Math.floor(next() * s.slides.length), 1)),
      (s) => {
        const moved = s.slides.splice(Math.floor(next() * s.slides.length), 1)[0]!;
        s.slides.splice(Math.floor(next() * (s.slides.length + 1)), 0, moved);
      },
      (s) => void (s.title = pick(['Sea ice', 'Melting ice', 'The Arctic'])),
    ];
    for (let i = 0; i < 1000; i++) {
      const who = Math.floor(next() * docs.length);
      edit(docs[who]!, pick(changes));
      // Now and then a pupil's connection drops or comes back.
      if (next() < 0.05 && !offline.delete(who)) offline.add(who);
      if (next() < 0.3) sync(...docs.filter((_, index) => !offline.has(index)));
    }
    sync(...docs);
    const final = readStory(docs[0]!);
    for (const doc of docs) expect(readStory(doc)).toEqual(final);
    const slideIds = final.slides.map((s: Slide) => s.id);
    expect(new Set(slideIds).size).toBe(slideIds.length);
    for (const slide of final.slides) {
      const oids = slide.canvasState.map((o) => o[OBJECT_ID_KEY]);
      expect(new Set(oids).size).toBe(oids.length);
    }
  });
});

describe('writing only what an editor changed', () => {
  it('leaves slides said to be unchanged alone, and finds a slide’s canvas types', () => {
    const fields = story();
    const doc = storyDocument(fields);
    const first = fields.slides[0]!;
    const edited = { ...first, script: 'changed' };
    // The second slide is "unchanged" although it differs: it is not compared, so not written.
    const second = { ...fields.slides[1]!, script: 'not written' };
    writeStory(doc, { ...fields, slides: [edited, second] }, 'me', {
      unchanged: (slide) => slide === second,
    });
    const read = readStory(doc);
    expect(read.slides[0]!.script).toBe('changed');
    expect(read.slides[1]!.script).toBe(fields.slides[1]!.script);
    expect(slideCanvasTypes(doc, first.id)).toHaveLength(2);
    expect(slideCanvasTypes(doc, 'no-such-slide')).toBeNull();
  });
});
