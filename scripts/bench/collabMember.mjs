// Members of a shared story for the collab bench (docs/performance.md, "Editing together"): each
// one a y-websocket connection with a Yjs document of its own, making the edits an editor makes
// (typing in a script, moving an object, adding one), timing when each edit reaches the others,
// and checking afterwards that no edit was lost.
import { register } from 'tsx/esm/api';
import { signIn } from './harness.mjs';
import { fetchPatiently, pool, sleep } from './load.mjs';
import { benchStory } from './storyFixture.mjs';

// The document model and the test client are TypeScript. Yjs is loaded through the same loader:
// two copies of Yjs in one process break its type checks.
register();
const Y = await import('yjs');
const { readStory } = await import('../../packages/core/src/collab/index.ts');
const { connectCollab, isSaved } =
  await import('../../apps/server/src/features/collab/testSupport.ts');

const KINDS = ['script', 'move', 'add'];

/** JSON with every object's keys sorted (the database may store keys in another order). */
const canonical = (value) =>
  JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/** What the group edits and what must match between documents and the story row. */
const content = (story) =>
  canonical({
    title: story.title,
    slides: story.slides.map(({ id, title, script, canvasState }) => ({
      id,
      title,
      script,
      canvasState,
    })),
  });

/** True when `story` (readStory's fields or the story row) holds the edit or a later one. */
export function present(edit, story) {
  const slide = story.slides.find((s) => s.id === edit.slideId);
  if (!slide) return false;
  if (edit.kind === 'script') return slide.script.includes(edit.marker);
  const object = slide.canvasState.find((o) => o.oid === edit.oid);
  // Only this member moves the object, each time further right: a later move keeps this one.
  return edit.kind === 'add' ? Boolean(object) : (object?.left ?? 0) >= edit.left;
}

/** True when the document holds the edit (its Yjs clock is within the document's state). */
const holds = (doc, edit) => Y.getState(doc.store, edit.client) >= edit.clock;

/** Signs in `people`; the first makes a 10-slide story and a join code the others join with. */
export async function groupStory(base, name, people) {
  const cookies = await pool(
    Array.from({ length: people }, (_, i) => i),
    4,
    (i) => signIn(base, `${name}-${i}@bench.example`),
  );
  const post = async (cookie, path, body) => {
    const headers = { cookie, origin: base, ...(body && { 'content-type': 'application/json' }) };
    const init = { method: 'POST', headers, body: body && JSON.stringify(body) };
    const response = await fetchPatiently(`${base}${path}`, init);
    if (!response.ok) throw new Error(`POST ${path}: ${response.status}`);
    return response.json();
  };
  const story = await post(cookies[0], '/api/stories', benchStory(name));
  if (people > 1) {
    const { code } = await post(cookies[0], `/api/stories/${story._id}/invites`);
    for (const cookie of cookies.slice(1)) await post(cookie, '/api/stories/join', { code });
  }
  return { base, id: story._id, cookies };
}

/** One connection to the story (a member's tab). */
class Member {
  edits = [];
  saved = 0;
  /** For each other member, how many of their edits have reached this document. */
  seen = new Map();

  constructor(group, index, client) {
    this.group = group;
    this.index = index;
    this.client = client;
    this.doc = client.doc;
    client.doc.on('update', (update, origin) => {
      if (origin === 'server') this.received(update);
    });
    // After the client's own listener has read a "saved" message: time this member's edits in it.
    let saves = client.saves;
    client.socket.on('message', () => {
      if (client.saves !== saves) this.savedNow();
      saves = client.saves;
    });
  }

  /** Times this member's edits the server has now said are in the database, from when made. */
  savedNow() {
    const now = performance.now();
    const name = `${this.group.name}: saved`;
    while (this.saved < this.edits.length && this.acknowledged(this.edits[this.saved]))
      this.group.recorder.record(name, now - this.edits[this.saved++].sentAt);
  }

  /** Times every other member's edit this update completes, from when it was made. */
  received(update) {
    const now = performance.now();
    for (const [clientId, clock] of Y.parseUpdateMeta(update).to) {
      const sender = this.group.byClient.get(clientId);
      if (!sender || sender === this) continue;
      let next = this.seen.get(sender) ?? 0;
      for (; next < sender.edits.length && sender.edits[next].clock <= clock; next++)
        this.group.recorder.record(this.group.name, now - sender.edits[next].sentAt);
      this.seen.set(sender, next);
    }
  }

  /** The objects this member moves (no one else does, so a later move is always its own). */
  takeObjects(count) {
    const all = [];
    const slides = this.doc.getMap('slides');
    this.slideIds = [...slides.keys()].sort();
    for (const slideId of this.slideIds)
      for (const oid of [...slides.get(slideId).get('objects').keys()].sort())
        all.push({ slideId, oid });
    this.objects = all.filter((_, i) => i % count === this.index);
  }

  /** One edit, in one transaction (one message), of the next kind in turn. */
  edit() {
    const n = this.edits.length;
    const kind = KINDS[(n + this.index) % KINDS.length];
    const slides = this.doc.getMap('slides');
    const sentAt = performance.now();
    const sent = this.client.sent;
    let edit;
    this.doc.transact(() => {
      if (kind === 'move') {
        const { slideId, oid } = this.objects[n % this.objects.length];
        edit = { kind, slideId, oid, left: 1000 + n };
        const props = slides.get(slideId).get('objects').get(oid);
        props.set('left', edit.left);
        props.set('top', 40 + this.index);
        return;
      }
      const slideId = this.slideIds[(n * 7 + this.index) % this.slideIds.length];
      const slide = slides.get(slideId);
      if (kind === 'script') {
        // Words go in before a space or at the end, so no edit splits another's marker.
        const script = slide.get('script');
        const text = script.toString();
        const spots = [text.length, ...[...text].flatMap((c, i) => (c === ' ' ? [i] : []))];
        edit = { kind, slideId, marker: ` #m${this.index}.${n}#` };
        script.insert(spots[Math.floor(Math.random() * spots.length)], edit.marker);
      } else {
        edit = { kind, slideId, oid: `o-bench-${this.index}-${n}` };
        const object = { type: 'rect', left: 40, top: 40, width: 80, height: 50, fill: '#34C759' };
        slide.get('objects').set(edit.oid, new Y.Map(Object.entries({ ...object, oid: edit.oid })));
        slide.get('objectOrder').push([edit.oid]);
      }
    });
    // Its message's number on this connection (none if the connection was not open).
    const message = this.client.sent > sent ? this.client.sent : Infinity;
    this.edits.push({ ...edit, sentAt, message, client: this.doc.clientID, clock: this.clock() });
  }

  clock() {
    return Y.getState(this.doc.store, this.doc.clientID);
  }

  /**
   * Whether the server has said the edit is in the database: its last "saved" message covers the
   * edit's clock (a state vector), or counts the edit's message (how many of this connection's).
   */
  acknowledged(edit) {
    const { savedVector, acked } = this.client;
    if (savedVector) return (savedVector.get(edit.client) ?? 0) >= edit.clock;
    return acked >= edit.message;
  }
}

/** The connections to one story; each edit is timed to every other member's document. */
export class Group {
  members = [];
  byClient = new Map();

  constructor(story, recorder, name) {
    Object.assign(this, { story, recorder, name });
  }

  /** Opens `count` connections, spread over the story's members (several tabs each past 6). */
  async connect(count) {
    const { base, id, cookies } = this.story;
    this.members = await pool(
      Array.from({ length: count }, (_, i) => i),
      8,
      async (i) => {
        const client = connectCollab(base, id, {
          cookie: cookies[i % cookies.length],
          origin: base,
        });
        const closed = client.closed.then(({ code }) => {
          throw new Error(`collab connection closed (${code}) before it synced`);
        });
        await Promise.race([client.synced, closed]);
        closed.catch(() => {}); // a later close is the end of the session, not an error
        return new Member(this, i, client);
      },
    );
    for (const member of this.members) {
      member.takeObjects(count);
      this.byClient.set(member.doc.clientID, member);
    }
    return this;
  }

  edits() {
    return this.members.flatMap((m) => m.edits);
  }

  /** Waits (up to `ms`) until every document holds every edit and the server saved them all. */
  async settle(ms = 30_000) {
    const edits = this.edits();
    const done = () =>
      this.members.every((m) => isSaved(m.client) && edits.every((e) => holds(m.doc, e)));
    for (const until = Date.now() + ms; !done() && Date.now() < until;) await sleep(100);
    return done();
  }

  /** Edits some member's document lacks, or whose content is not in the first document. */
  lost() {
    const story = readStory(this.members[0].doc);
    return this.edits().filter(
      (e) => !present(e, story) || this.members.some((m) => !holds(m.doc, e)),
    ).length;
  }

  /** True when every member's document reads the same and has the same state. */
  identical() {
    const key = (m) =>
      canonical(readStory(m.doc)) +
      canonical([...Y.decodeStateVector(Y.encodeStateVector(m.doc))].sort(([a], [b]) => a - b));
    const first = key(this.members[0]);
    return this.members.every((m) => key(m) === first);
  }

  /** The story row as the API gives it. */
  async row() {
    const { base, id, cookies } = this.story;
    const init = { headers: { cookie: cookies[0], origin: base } };
    const response = await fetchPatiently(`${base}/api/stories/${id}`, init);
    if (!response.ok) throw new Error(`GET story: ${response.status}`);
    return response.json();
  }

  /** True when the story row holds what the documents hold (title, scripts, objects). */
  async matchesRow() {
    return content(await this.row()) === content(readStory(this.members[0].doc));
  }

  async close() {
    for (const m of this.members) m.client.socket.close();
    await Promise.all(this.members.map((m) => m.client.closed));
  }
}

/** Each member edits every `everyMs`, staggered evenly over all `members`. */
export const editStreams = (members, everyMs) =>
  members.map((member, i) => ({
    everyMs,
    offsetMs: (i * everyMs) / members.length,
    fire: () => member.edit(),
  }));

export { readStory, holds };
