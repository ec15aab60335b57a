import type * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { createSlide, type Slide, type Story, type StoryCreate } from '@dsb/core';
import { readStory, storyDocument, writeStory, type StoryFields } from '@dsb/core/collab';
import { linkSession, type LiveSession } from './liveStory';
import type { GoLive } from './storyModel';

type Call = { method: string; url: string; body: Record<string, unknown> | null };

const stamp = (slides: readonly Slide[], version: number) =>
  slides.map((slide) => ({ ...slide, version }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Another member's browser, for changes made "elsewhere" in a story's document. */
const ELSEWHERE = { name: 'another member' };

/**
 * An in-memory stand-in for the stories API and the live-editing server, for unit tests of the
 * client state: stories are created and read over (mocked) fetch, and edited through each
 * story's shared document, whose changes the fake "server" writes to the story at once, as the
 * real one does at each save (docs/product/group-work.md). Every change counts as saved at once.
 */
export function createFakeStoryServer() {
  const stories = new Map<string, Story>();
  const documents = new Map<string, Y.Doc>();
  const calls: Call[] = [];
  let nextId = 1;
  let gate: Promise<void> | null = null;

  function handle(method: string, url: string, body: Record<string, unknown> | null): Response {
    const id = url.split('/')[3];
    if (url === '/auth/current-user')
      return json(200, { isAuthenticated: true, user: { _id: 'u-pupil', displayName: 'Pia' } });
    if (method === 'POST') {
      const input = body as StoryCreate;
      const now = new Date().toISOString();
      const story: Story = {
        _id: `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`,
        title: input.title || 'Untitled Story',
        bigQuestion: input.bigQuestion ?? null,
        template: input.template ?? 'none',
        trackingId: input.trackingId ?? null,
        voice: input.voice ?? null,
        savedEvidence: input.savedEvidence ?? [],
        // Missing slide fields get their defaults, as the server's schema gives them.
        slides: stamp(
          (input.slides ?? []).map((slide, i) => ({ ...createSlide(i), ...slide })),
          1,
        ),
        version: 1,
        createdAt: now,
        updatedAt: now,
      };
      stories.set(story._id, story);
      return json(201, story);
    }
    const current = id ? stories.get(id) : undefined;
    if (!current) return json(404, { error: 'Story not found' });
    if (method === 'GET') return json(200, current);
    if (method === 'DELETE') {
      stories.delete(current._id);
      documents.get(current._id)?.destroy();
      documents.delete(current._id);
      return json(200, { success: true });
    }
    return json(405, { error: `${method} is not served by the fake` });
  }

  async function fetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ method, url, body });
    if (gate) await gate;
    return handle(method, url, body);
  }

  /** The story's document, made from the stored story on first use; its changes are "saved". */
  function documentOf(id: string): Y.Doc {
    let doc = documents.get(id);
    if (doc) return doc;
    doc = storyDocument(stories.get(id)!);
    const saved = doc;
    saved.on('update', () => {
      const current = stories.get(id);
      if (!current) return;
      const version = current.version + 1;
      const fields = readStory(saved);
      stories.set(id, { ...current, ...fields, slides: stamp(fields.slides, version), version });
    });
    documents.set(id, doc);
    return doc;
  }

  /** A browser's connection to the story's document: online, and every change saved at once. */
  function session(id: string): LiveSession {
    const doc = documentOf(id);
    const awareness = new Awareness(doc);
    return {
      doc,
      awareness,
      status: {
        connection: 'online',
        pending: false,
        keptOnDevice: false,
        ended: null,
        failures: 0,
      },
      subscribe: () => () => {},
      whenSaved: async () => true,
      destroy: () => awareness.destroy(),
    };
  }

  /** Opens stories live against this fake (what the app's store does against the server). */
  const goLive: GoLive = async (storyId, store) =>
    linkSession(storyId, session(storyId), store, { id: 'u-pupil', name: 'Pia' });

  return {
    fetch,
    stories,
    calls,
    goLive,
    /** Holds every request until the returned function is called. */
    hold(): () => void {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
    /** Another member changes the story in its shared document. */
    editElsewhere(id: string, change: Partial<StoryFields>) {
      writeStory(documentOf(id), change, ELSEWHERE);
    },
    lastCall(method: string): Call | undefined {
      return [...calls].reverse().find((c) => c.method === method);
    },
  };
}
