// One simulated pupil for the classroom bench: signed in, with its own 10-slide story, saving one
// changed slide at a time as the editor's autosave does (in order, backing off on 503).
import { signIn } from './harness.mjs';
import { fetchPatiently, sleep } from './load.mjs';
import { benchCanvas, benchSlide, benchStory } from './storyFixture.mjs';

const SLIDES = 10;
const MAX_RETRY_WAIT_MS = 5000;

export class Pupil {
  chain = Promise.resolve();
  saves = 0;
  largestPatchBytes = 0;
  /** The marker text of each slide's last acknowledged save. */
  acked = new Map();

  constructor(base, index, cookie, story) {
    this.base = base;
    this.index = index;
    this.headers = { cookie, origin: base, 'content-type': 'application/json' };
    this.id = story._id;
    this.adopt(story);
  }

  static async create(base, index) {
    const cookie = await signIn(base, `pupil-${index}@bench.example`);
    const headers = { cookie, origin: base, 'content-type': 'application/json' };
    const body = JSON.stringify(benchStory(`Pupil ${index}`));
    const response = await fetchPatiently(`${base}/api/stories`, { method: 'POST', headers, body });
    if (!response.ok) throw new Error(`story create failed: ${response.status}`);
    return new Pupil(base, index, cookie, await response.json());
  }

  /** Takes the server's story as the new base (after creation, a PUT or a conflict). */
  adopt(story) {
    this.version = story.version;
    this.slideVersions = story.slides.map((s) => s.version ?? story.version);
  }

  /** Queues a save behind this pupil's previous one, as the autosave does. */
  queueSave(recorder, scheduledAt, kind) {
    this.chain = this.chain.then(() => this.save(recorder, scheduledAt, kind));
    return this.chain;
  }

  /** Saves back to back until `until` (closed loop, for the overload test). */
  async saveInLoop(recorder, until) {
    while (performance.now() < until) await this.save(recorder, performance.now(), 'patch');
  }

  async save(recorder, scheduledAt, kind) {
    const slide = this.saves++ % SLIDES;
    const marker = `p${this.index}-s${slide}-n${this.saves}`;
    const request =
      kind === 'put' ? this.putRequest(slide, marker) : this.patchRequest(slide, marker);
    const name = kind === 'put' ? 'save (PUT)' : 'save (PATCH)';
    for (;;) {
      const sentAt = performance.now();
      let response;
      try {
        response = await fetch(`${this.base}/api/stories/${this.id}`, request);
      } catch {
        recorder.record(name, performance.now() - scheduledAt, false);
        return;
      }
      const body = await response.json().catch(() => null);
      if (response.status === 503) {
        // Back-pressure: a fast refusal, then the client waits as told and tries again.
        recorder.record('503 + Retry-After', performance.now() - sentAt);
        const wait = Number(response.headers.get('retry-after') ?? 1) * 1000;
        await sleep(Math.min(wait, MAX_RETRY_WAIT_MS) * (0.5 + Math.random()));
        continue;
      }
      recorder.record(name, performance.now() - scheduledAt, response.ok);
      if (!response.ok) {
        if (response.status === 409 && body?.story) this.adopt(body.story);
        return;
      }
      if (kind === 'put') this.adopt(body);
      else {
        this.version = body.version;
        this.slideVersions[slide] = body.version;
      }
      if (kind === 'put') for (let i = 0; i < SLIDES; i++) this.acked.set(i, this.markerOf(i));
      this.acked.set(slide, marker);
      return;
    }
  }

  markerOf(slide) {
    return this.acked.get(slide) ?? `Label ${slide}`;
  }

  patchRequest(slide, marker) {
    const body = JSON.stringify({
      version: this.version,
      slides: [
        {
          ...benchSlide(slide),
          canvasState: benchCanvas(slide, marker),
          version: this.slideVersions[slide],
        },
      ],
    });
    this.largestPatchBytes = Math.max(this.largestPatchBytes, Buffer.byteLength(body));
    return { method: 'PATCH', headers: this.headers, body };
  }

  putRequest(slide, marker) {
    const slides = Array.from({ length: SLIDES }, (_, i) => ({
      ...benchSlide(i),
      canvasState: benchCanvas(i, i === slide ? marker : this.markerOf(i)),
    }));
    return {
      method: 'PUT',
      headers: this.headers,
      body: JSON.stringify({ version: this.version, slides }),
    };
  }

  /** Slides whose last acknowledged save is not what the server now holds. */
  async lostSaves() {
    const response = await fetchPatiently(`${this.base}/api/stories/${this.id}`, {
      headers: this.headers,
    });
    const story = await response.json();
    const lost = [];
    for (const [slide, marker] of this.acked) {
      const held = story.slides.find((s) => s.id === benchSlide(slide).id);
      const text = held?.canvasState?.[0]?.text;
      if (text !== marker) lost.push({ pupil: this.index, slide, expected: marker, found: text });
    }
    return lost;
  }
}
