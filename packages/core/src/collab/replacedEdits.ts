import * as Y from 'yjs';

/**
 * Explained conflicts (docs/product/group-work.md, "When two pupils change the same thing"): two
 * pupils who set the same property of the same canvas object without having seen each other's
 * change both keep their change locally until they sync; then Yjs keeps one of the two in every
 * copy. This finds, in this browser, the changes of its own that another's change replaced, so
 * the pupil can be told and put theirs back.
 *
 * How a replaced change is recognised: every value set on a map key is an item that records the
 * item it overwrote (its `origin`). When a change from another browser arrives and becomes the
 * key's value after this browser's value, that change either saw ours (ours is among the values
 * it overwrote, directly or in turn): a later edit, not a conflict; or it did not: the two were
 * made at the same time, and ours lost.
 */
export type ReplacedEdit = {
  slideId: string;
  objectId: string;
  /** The properties replaced. */
  keys: string[];
  /**
   * This browser's values of them, where the document still has them: a value replaced earlier
   * (by a third pupil's change) was removed from the document then, and was reported then.
   */
  mine: Record<string, unknown>;
  /** The Yjs client id of the browser whose change was kept. */
  keptClient: number;
};

/** The item holding the key's current value (Yjs keeps it on the map's internal `_map`). */
const currentItem = (map: Y.Map<unknown>, key: string): Y.Item | undefined => map._map.get(key);

/** How far back along one key's values the search looks (a key moved a thousand times). */
const MAX_STEPS = 1000;

const holds = (item: Y.Item, id: Y.ID) =>
  id.client === item.id.client &&
  id.clock >= item.id.clock &&
  id.clock < item.id.clock + item.length;

/**
 * Whether `winner` was written by someone who had seen `ours`: each value records the value it
 * overwrote, so the values its writer had seen, in turn, are its chain of origins. (Values are
 * ordered by client id among those written at the same time, so one further right than ours
 * need not have seen it.) Deleted values of one client may have been merged into one item: an
 * origin anywhere inside ours counts.
 */
function sawOurs(doc: Y.Doc, winner: Y.Item, ours: Y.Item): boolean {
  let origin = winner.origin;
  for (let step = 0; origin && step < MAX_STEPS; step++) {
    if (holds(ours, origin)) return true;
    let item: unknown;
    try {
      item = Y.getItem(doc.store, origin);
    } catch {
      return false; // not in this copy: nothing of ours is behind it
    }
    if (!(item instanceof Y.Item)) return false;
    origin = item.origin;
  }
  return false;
}

/**
 * This browser's latest value of the key before `winner` (its values of one key follow each
 * other, so the first met going left). It may have been replaced earlier by a third pupil's
 * change made at the same time: then the pupil hears again who holds the key now.
 */
function ourLatestItem(winner: Y.Item, me: number): Y.Item | null {
  let item = winner.left;
  for (let step = 0; item && step < MAX_STEPS; step++, item = item.left) {
    if (item.id.client === me) return item;
  }
  return null;
}

/** The replaced edits one remote change to an object's properties makes, or null. */
function replacedIn(event: Y.YEvent<Y.AbstractType<unknown>>, doc: Y.Doc): ReplacedEdit | null {
  const me = doc.clientID;
  // Paths below `slides`: [slideId, 'objects', objectId] is one object's property map.
  const path = event.path;
  if (path.length !== 3 || path[1] !== 'objects' || !(event instanceof Y.YMapEvent)) return null;
  const keys: string[] = [];
  const mine: Record<string, unknown> = {};
  let keptClient = -1;
  for (const key of event.keysChanged) {
    if (key === null) continue;
    const winner = currentItem(event.target as Y.Map<unknown>, key);
    if (!winner || winner.deleted || winner.id.client === me) continue;
    const ours = ourLatestItem(winner, me);
    if (!ours || sawOurs(doc, winner, ours)) continue;
    keys.push(key);
    if (!(ours.content instanceof Y.ContentDeleted)) mine[key] = ours.content.getContent()[0];
    keptClient = winner.id.client;
  }
  if (keptClient === -1) return null;
  return { slideId: String(path[0]), objectId: String(path[2]), keys, mine, keptClient };
}

/**
 * Calls `onReplaced` with this browser's edits that a change from elsewhere replaced (one entry
 * per object and browser kept). Returns the function that stops watching.
 */
export function watchReplacedEdits(
  doc: Y.Doc,
  onReplaced: (edits: ReplacedEdit[]) => void,
): () => void {
  const slides = doc.getMap('slides');
  const observer = (events: Array<Y.YEvent<Y.AbstractType<unknown>>>, tr: Y.Transaction) => {
    if (tr.local) return;
    const edits = events.flatMap((event) => replacedIn(event, doc) ?? []);
    if (edits.length > 0) onReplaced(edits);
  };
  slides.observeDeep(observer);
  return () => slides.unobserveDeep(observer);
}
