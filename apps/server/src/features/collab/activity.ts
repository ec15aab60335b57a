import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as Y from 'yjs';
import type { Db } from '../../platform/db/client';
import { stories, storyMemberActivity, storyMembers } from '../stories';

/**
 * Who did what in a shared document (docs/product/group-work.md, "Activity"): every change a
 * member's connection applies is theirs. Counted in memory per open document and added to
 * `story_member_activity` at each save of the document.
 */
export type ActivityCounts = {
  /** Updates from this member that changed the document. */
  edits: number;
  /** Words their typing or pasting added to slide scripts (deleting never subtracts). */
  wordsAdded: number;
  /** Canvas objects they added, the objects of slides they added included. */
  objectsAdded: number;
  lastActiveAt: Date;
};

export type ActivityTracker = {
  /** Counts since the last `take`, per user id; the tracker starts again from zero. */
  take(): Map<string, ActivityCounts>;
  /** Puts counts back (a save that failed): the next save adds them. */
  putBack(counts: Map<string, ActivityCounts>): void;
  stop(): void;
};

/** A word: a run of letters, digits, combining marks and apostrophes ("don't" is one word). */
const WORD = /[\p{L}\p{N}\p{M}'’]+/gu;
const WORD_CHAR = /^[\p{L}\p{N}\p{M}'’]$/u;
/** The integer columns' largest value. */
const INT_MAX = 2_147_483_647;
const MAX = sql.raw(String(INT_MAX));

export const countWords = (text: string) => text.match(WORD)?.length ?? 0;

/**
 * Words that inserting `inserted` between the characters `left` and `right` adds: the words of
 * the joined text less those the two sides made on their own. Typing "sea" letter by letter adds
 * one word (the "e" and "a" extend it), a space typed inside "seaice" adds one, a pasted sentence
 * adds its words.
 */
export function wordsInserted(inserted: string, left?: string, right?: string): number {
  const l = left !== undefined && WORD_CHAR.test(left) ? 'a' : '';
  const r = right !== undefined && WORD_CHAR.test(right) ? 'a' : '';
  return Math.max(0, countWords(`${l}${inserted}${r}`) - countWords(`${l}${r}`));
}

/** Words inserted into a script by one transaction (from its delta; deletions count nothing). */
function scriptWordsAdded(event: Y.YTextEvent): number {
  const text = event.target.toString();
  let index = 0;
  let words = 0;
  for (const op of event.delta) {
    if (typeof op.insert === 'string') {
      words += wordsInserted(op.insert, text[index - 1], text[index + op.insert.length]);
      index += op.insert.length;
    } else if (op.insert !== undefined) index += 1;
    else if (op.retain !== undefined) index += op.retain;
  }
  return words;
}

const scriptWords = (value: unknown) =>
  value instanceof Y.Text ? countWords(value.toString()) : 0;
const objectCount = (value: unknown) => (value instanceof Y.Map ? value.size : 0);
const isNew = (change: { action: string }) => change.action === 'add' || change.action === 'update';

/** Words and objects one event of the slides map (or anything inside it) added. */
function added(event: Y.YEvent<Y.AbstractType<unknown>>): { words: number; objects: number } {
  const [slideId, field, ...deeper] = event.path;
  const sum = { words: 0, objects: 0 };
  if (deeper.length > 0) return sum;
  if (slideId === undefined) {
    // New slides: everything in them.
    for (const [id, change] of event.changes.keys) {
      if (!isNew(change)) continue;
      const slide = (event.target as Y.Map<unknown>).get(id);
      if (!(slide instanceof Y.Map)) continue;
      sum.words += scriptWords(slide.get('script'));
      sum.objects += objectCount(slide.get('objects'));
    }
  } else if (field === undefined) {
    // A slide's fields: a script or an objects map put in whole.
    const slide = event.target as Y.Map<unknown>;
    for (const [key, change] of event.changes.keys) {
      if (!isNew(change)) continue;
      if (key === 'script') sum.words += scriptWords(slide.get(key));
      if (key === 'objects') sum.objects += objectCount(slide.get(key));
    }
  } else if (field === 'script' && event instanceof Y.YTextEvent) {
    sum.words += scriptWordsAdded(event);
  } else if (field === 'objects') {
    for (const change of event.changes.keys.values()) if (change.action === 'add') sum.objects++;
  }
  return sum;
}

/** The user behind a transaction: a connection's peer (liveDocument.ts) carries its user id. */
function userOf(origin: unknown): string | null {
  if (typeof origin !== 'object' || origin === null || !('userId' in origin)) return null;
  return typeof origin.userId === 'string' ? origin.userId : null;
}

/**
 * Counts each member's changes to `doc`. Changes from the server itself (loading, other servers'
 * saves, the relay, API saves) have no member and are not counted: each server counts the
 * changes its own connections apply.
 */
export function trackActivity(doc: Y.Doc, now: () => Date = () => new Date()): ActivityTracker {
  let counts = new Map<string, ActivityCounts>();
  const countsOf = (userId: string) => {
    let entry = counts.get(userId);
    if (!entry) {
      entry = { edits: 0, wordsAdded: 0, objectsAdded: 0, lastActiveAt: now() };
      counts.set(userId, entry);
    }
    return entry;
  };
  const slides = doc.getMap('slides');
  const onSlides = (events: Y.YEvent<Y.AbstractType<unknown>>[], transaction: Y.Transaction) => {
    const userId = userOf(transaction.origin);
    if (!userId) return;
    const entry = countsOf(userId);
    for (const event of events) {
      const sum = added(event);
      entry.wordsAdded += sum.words;
      entry.objectsAdded += sum.objects;
    }
  };
  const onTransaction = (transaction: Y.Transaction) => {
    const userId = userOf(transaction.origin);
    // An update that brings nothing new (a client's sync on joining) is no edit.
    if (!userId || transaction.changed.size === 0) return;
    const entry = countsOf(userId);
    entry.edits++;
    entry.lastActiveAt = now();
  };
  slides.observeDeep(onSlides);
  doc.on('afterTransaction', onTransaction);
  return {
    take() {
      const taken = counts;
      counts = new Map();
      // A member whose only transactions changed nothing has nothing to add.
      for (const [userId, entry] of taken) if (entry.edits === 0) taken.delete(userId);
      return taken;
    },
    putBack(earlier) {
      for (const [userId, entry] of earlier) {
        const current = countsOf(userId);
        current.edits += entry.edits;
        current.wordsAdded += entry.wordsAdded;
        current.objectsAdded += entry.objectsAdded;
        if (entry.lastActiveAt > current.lastActiveAt) current.lastActiveAt = entry.lastActiveAt;
      }
    },
    stop() {
      slides.unobserveDeep(onSlides);
      doc.off('afterTransaction', onTransaction);
    },
  };
}

/**
 * Adds counts to the story's activity rows, in one statement. Only the story's owner and current
 * co-authors get a row: counts of someone removed meanwhile are dropped. Counters only grow, and
 * stop at the column's maximum rather than fail the save.
 */
export async function addActivity(
  db: Db,
  storyId: string,
  counts: Map<string, ActivityCounts>,
): Promise<void> {
  if (counts.size === 0) return;
  const capped = (n: number) => Math.min(n, INT_MAX);
  const values = sql.join(
    [...counts].map(
      ([userId, c]) =>
        sql`(${userId}::uuid, ${capped(c.edits)}::int, ${capped(c.wordsAdded)}::int, ${capped(c.objectsAdded)}::int, ${c.lastActiveAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${storyMemberActivity}
      (story_id, user_id, edits, words_added, objects_added, last_active_at)
    select s.id, v.user_id, v.edits, v.words, v.objects, v.last
    from (values ${values}) as v(user_id, edits, words, objects, last)
    join ${stories} as s on s.id = ${storyId}::uuid
    where s.user_id = v.user_id or exists (
      select 1 from ${storyMembers} as m where m.story_id = s.id and m.user_id = v.user_id
    )
    on conflict (story_id, user_id) do update set
      edits = least(story_member_activity.edits::bigint + excluded.edits, ${MAX}),
      words_added = least(story_member_activity.words_added::bigint + excluded.words_added, ${MAX}),
      objects_added = least(story_member_activity.objects_added::bigint + excluded.objects_added, ${MAX}),
      last_active_at = greatest(story_member_activity.last_active_at, excluded.last_active_at)
  `);
}

const trackers = new WeakMap<Y.Doc, ActivityTracker>();

/** Starts counting who does what in a live document (once, when it is loaded). */
export function attachActivity(doc: Y.Doc): void {
  if (!trackers.has(doc)) trackers.set(doc, trackActivity(doc));
}

/**
 * Adds what the document's members did since the last save to the database. Never throws: a
 * failure is logged and its counts wait for the next save.
 */
export async function saveActivity(
  db: Db,
  live: { storyId: string; doc: Y.Doc },
  log: FastifyBaseLogger,
): Promise<void> {
  const tracker = trackers.get(live.doc);
  if (!tracker) return;
  const counts = tracker.take();
  try {
    await addActivity(db, live.storyId, counts);
  } catch (error) {
    tracker.putBack(counts);
    log.warn({ err: error, storyId: live.storyId }, 'saving who did what failed');
  }
}
