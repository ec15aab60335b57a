import * as Y from 'yjs';
import { STORY_META_FIELDS, type CanvasObject, type Slide, type Story } from '../story';
import { OBJECT_ID_KEY, withObjectIds } from '../objectIds';
import { changedSpan } from '../textChange';

export { OBJECT_ID_KEY, newObjectId, withObjectIds } from '../objectIds';

/**
 * A story as one Yjs document, for editing together (docs/product/group-work.md, "The shared
 * document"). Everything two pupils may change at once is its own entry, so their changes merge:
 *
 * - `meta` (map): title, bigQuestion, template, trackingId, voice, savedEvidence (whole values).
 * - `order` (array): the slide ids in order.
 * - `slides` (map): slide id -> map of the slide's fields. `script` is a Y.Text, so two pupils
 *   typing in one script both keep their words; `objects` maps a stable object id to a map of
 *   the object's properties (two pupils moving and recolouring one chart both win); `objectOrder`
 *   is the objects' stacking order. Other fields (title, text, images, evidence, previewImage)
 *   are whole values.
 *
 * Orders are arrays of ids: a reorder is a delete plus an insert, so two pupils moving the same
 * slide at once can leave its id twice. Reading keeps the first occurrence and skips ids whose
 * slide or object is gone, so every copy of the document reads the same story.
 */
export type StoryFields = Pick<
  Story,
  'title' | 'bigQuestion' | 'template' | 'trackingId' | 'voice' | 'savedEvidence' | 'slides'
>;

const META_KEYS = STORY_META_FIELDS;
/** Slide fields kept as whole values (script and canvasState have their own shapes). */
const SLIDE_VALUE_KEYS = ['title', 'text', 'evidence', 'images', 'previewImage'] as const;

type SlideMap = Y.Map<unknown>;

const metaOf = (doc: Y.Doc) => doc.getMap<unknown>('meta');
const orderOf = (doc: Y.Doc) => doc.getArray<string>('order');
const slidesOf = (doc: Y.Doc) => doc.getMap<SlideMap>('slides');

/** Replaces the text with `next` by one edit of the part that changed (keeps others' cursors). */
export function replaceText(text: Y.Text, next: string): void {
  const current = text.toString();
  if (current === next) return;
  const { start, end } = changedSpan(current, next);
  text.delete(start, current.length - start - end);
  text.insert(start, next.slice(start, next.length - end));
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function setIfChanged(map: Y.Map<unknown>, key: string, value: unknown): void {
  if (value === undefined) {
    if (map.has(key)) map.delete(key);
  } else if (!map.has(key) || !sameValue(map.get(key), value)) {
    map.set(key, value);
  }
}

/** Indexes (into `values`) of one longest strictly increasing run: what need not move. */
export function longestIncreasing(values: readonly number[]): Set<number> {
  const length = values.map(() => 1);
  const previous = values.map(() => -1);
  let best = -1;
  values.forEach((value, i) => {
    for (let j = 0; j < i; j++) {
      if (values[j]! < value && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
    }
    if (best === -1 || length[i]! > length[best]!) best = i;
  });
  const run = new Set<number>();
  for (let i = best; i !== -1; i = previous[i]!) run.add(i);
  return run;
}

/**
 * Makes `order` list exactly `ids`, moving as few entries as possible: ids already in the right
 * relative order keep their entries (a pupil's concurrent insert next to them stays put).
 */
function writeOrder(order: Y.Array<string>, ids: readonly string[]): void {
  const current = order.toArray();
  if (sameValue(current, ids)) return;
  const target = new Map(ids.map((id, index) => [id, index]));
  const firsts: number[] = []; // positions in `current` of wanted ids, first occurrence only
  const seen = new Set<string>();
  current.forEach((id, index) => {
    if (target.has(id) && !seen.has(id)) {
      seen.add(id);
      firsts.push(index);
    }
  });
  const staying = longestIncreasing(firsts.map((index) => target.get(current[index]!)!));
  const keptPositions = new Set([...staying].map((k) => firsts[k]!));
  for (let index = current.length - 1; index >= 0; index--) {
    if (!keptPositions.has(index)) order.delete(index, 1);
  }
  const stayingIds = new Set([...keptPositions].map((index) => current[index]!));
  ids.forEach((id, index) => {
    if (!stayingIds.has(id)) order.insert(index, [id]);
  });
}

function writeObjects(slideMap: SlideMap, canvasState: readonly CanvasObject[]): void {
  let objects = slideMap.get('objects') as Y.Map<Y.Map<unknown>> | undefined;
  if (!objects) slideMap.set('objects', (objects = new Y.Map()));
  let objectOrder = slideMap.get('objectOrder') as Y.Array<string> | undefined;
  if (!objectOrder) slideMap.set('objectOrder', (objectOrder = new Y.Array()));
  const ids = canvasState.map((o) => String(o[OBJECT_ID_KEY]));
  const keep = new Set(ids);
  for (const id of [...objects.keys()]) if (!keep.has(id)) objects.delete(id);
  canvasState.forEach((object, index) => {
    const id = ids[index]!;
    let props = objects.get(id);
    if (!props) objects.set(id, (props = new Y.Map()));
    for (const key of [...props.keys()]) if (!(key in object)) props.delete(key);
    for (const [key, value] of Object.entries(object)) setIfChanged(props, key, value);
  });
  writeOrder(objectOrder, ids);
}

function writeSlide(slides: Y.Map<SlideMap>, slide: Slide): void {
  let slideMap = slides.get(slide.id);
  if (!slideMap) slides.set(slide.id, (slideMap = new Y.Map()));
  for (const key of SLIDE_VALUE_KEYS) setIfChanged(slideMap, key, slide[key]);
  let script = slideMap.get('script') as Y.Text | undefined;
  if (!script) slideMap.set('script', (script = new Y.Text()));
  replaceText(script, slide.script);
  writeObjects(slideMap, withObjectIds(slide));
}

/**
 * Writes the story's fields into the document as the smallest set of changes (one transaction):
 * a whole-story save from an API client, or the first load of a story row. Fields left out of
 * `story` are left alone.
 */
export function writeStory(
  doc: Y.Doc,
  story: Partial<StoryFields>,
  origin?: unknown,
  options: WriteOptions = {},
): void {
  doc.transact(() => {
    const meta = metaOf(doc);
    for (const key of META_KEYS) if (key in story) setIfChanged(meta, key, story[key]);
    if (!story.slides) return;
    const slides = slidesOf(doc);
    const ids = story.slides.map((s) => s.id);
    const keep = new Set(ids);
    for (const id of [...slides.keys()]) if (!keep.has(id)) slides.delete(id);
    for (const slide of story.slides) {
      if (!slides.has(slide.id) || !options.unchanged?.(slide)) writeSlide(slides, slide);
    }
    writeOrder(orderOf(doc), ids);
  }, origin);
}

export type WriteOptions = {
  /** Slides known to be as the document has them (an editor's untouched slides): not compared. */
  unchanged?: (slide: Slide) => boolean;
};

/**
 * The shared types of a slide's canvas (its objects and their order): what an editor's undo of
 * its own canvas changes watches. Null when the document has no such slide.
 */
export function slideCanvasTypes(doc: Y.Doc, slideId: string): Y.AbstractType<unknown>[] | null {
  const slide = slidesOf(doc).get(slideId);
  if (!(slide instanceof Y.Map)) return null;
  const types = [slide.get('objects'), slide.get('objectOrder')];
  return types.every((type) => type instanceof Y.AbstractType)
    ? (types as Y.AbstractType<unknown>[])
    : null;
}

/** Ids in order, first occurrence only, skipping ids with nothing behind them. */
function orderedIds(order: readonly string[], exists: (id: string) => boolean): string[] {
  const seen = new Set<string>();
  return order.filter((id) => !seen.has(id) && exists(id) && (seen.add(id), true));
}

function readSlide(id: string, slideMap: SlideMap): Slide {
  const objects = slideMap.get('objects') as Y.Map<Y.Map<unknown>> | undefined;
  const objectOrder = (slideMap.get('objectOrder') as Y.Array<string> | undefined)?.toArray() ?? [];
  const objectIds = orderedIds(objectOrder, (oid) => objects?.has(oid) ?? false);
  // An object whose id never reached the order (added while another pupil reordered) goes on top.
  for (const oid of objects?.keys() ?? []) if (!objectIds.includes(oid)) objectIds.push(oid);
  return {
    id,
    title: (slideMap.get('title') as string | undefined) ?? '',
    text: (slideMap.get('text') as string | undefined) ?? '',
    script: (slideMap.get('script') as Y.Text | undefined)?.toString() ?? '',
    evidence: (slideMap.get('evidence') as Slide['evidence'] | undefined) ?? [],
    images: (slideMap.get('images') as Slide['images'] | undefined) ?? [],
    canvasState: objectIds.map((oid) => objects!.get(oid)!.toJSON() as CanvasObject),
    previewImage: (slideMap.get('previewImage') as string | null | undefined) ?? null,
  };
}

/** The story as the document holds it now: what the story row, grid and exports read. */
export function readStory(doc: Y.Doc): StoryFields {
  const meta = metaOf(doc);
  const slides = slidesOf(doc);
  const ids = orderedIds(orderOf(doc).toArray(), (id) => slides.has(id));
  // A slide added while another pupil reordered may miss the order: it goes last.
  for (const id of [...slides.keys()].sort()) if (!ids.includes(id)) ids.push(id);
  return {
    title: (meta.get('title') as string | undefined) ?? '',
    bigQuestion: (meta.get('bigQuestion') as string | null | undefined) ?? null,
    template: (meta.get('template') as Story['template'] | undefined) ?? 'none',
    trackingId: (meta.get('trackingId') as string | null | undefined) ?? null,
    voice: (meta.get('voice') as Story['voice'] | undefined) ?? null,
    savedEvidence: (meta.get('savedEvidence') as Story['savedEvidence'] | undefined) ?? [],
    slides: ids.map((id) => readSlide(id, slides.get(id)!)),
  };
}

/** A new document holding the story (the server's first load of a story row). */
export function storyDocument(story: StoryFields): Y.Doc {
  const doc = new Y.Doc();
  writeStory(doc, story);
  return doc;
}
