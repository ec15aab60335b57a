import type { Slide, Story, StoryCreate, StoryPatch, StoryUpdate } from '@dsb/core';

type Call = { method: string; url: string; body: Record<string, unknown> | null };
type Versioned = Slide & { version?: number };

const stamp = (slides: readonly Slide[], version: number) =>
  slides.map((slide) => ({ ...slide, version }));
const slideVersion = (slide: Slide | undefined) => (slide as Versioned | undefined)?.version ?? 1;

/** PATCH as the real server decides it (apps/server/src/features/stories/storyPatch.ts), briefly. */
function applyPatch(current: Story, patch: StoryPatch): Story | 'conflict' {
  const byId = new Map(current.slides.map((s) => [s.id, s]));
  if (patch.baseOrder && patch.baseOrder.join() !== current.slides.map((s) => s.id).join())
    return 'conflict';
  for (const slide of [...(patch.slides ?? []), ...(patch.removedSlides ?? [])])
    if (slide.version !== 0 && slideVersion(byId.get(slide.id)) !== slide.version)
      return 'conflict';
  const base = patch.baseFields ?? {};
  for (const [field, value] of Object.entries(base)) {
    const now =
      field === 'savedEvidence'
        ? current.savedEvidence.map((e) => e._id)
        : current[field as keyof Story];
    if (JSON.stringify(now) !== JSON.stringify(value)) return 'conflict';
  }
  const version = current.version + 1;
  const sent = new Map(stamp(patch.slides ?? [], version).map((s) => [s.id, s]));
  const slides = patch.order
    ? patch.order.map((id) => sent.get(id) ?? byId.get(id)!)
    : current.slides.map((s) => sent.get(s.id) ?? s);
  const {
    slides: _slides,
    removedSlides: _removed,
    order: _order,
    baseOrder: _base,
    baseFields: _fields,
    version: _v,
    ...fields
  } = patch;
  return { ...current, ...fields, slides, version, updatedAt: new Date().toISOString() };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/**
 * An in-memory stand-in for the stories API (for unit tests of the client state): versioned
 * saves answer 409 with the current story like the real server does.
 */
export function createFakeStoryServer() {
  const stories = new Map<string, Story>();
  const calls: Call[] = [];
  let nextId = 1;
  type Failure = { status: number; body: unknown; headers?: Record<string, string> };
  let failures: Failure[] = [];
  let gate: Promise<void> | null = null;

  function handle(method: string, url: string, body: Record<string, unknown> | null): Response {
    const id = url.split('/')[3];
    if (method === 'POST') {
      const input = body as StoryCreate;
      const now = new Date().toISOString();
      const story: Story = {
        _id: `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`,
        title: input.title || 'Untitled Story',
        bigQuestion: input.bigQuestion ?? null,
        template: input.template ?? 'none',
        trackingId: input.trackingId ?? null,
        savedEvidence: input.savedEvidence ?? [],
        slides: stamp(input.slides ?? [], 1),
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
      return json(200, { success: true });
    }
    if (method === 'PATCH') {
      const next = applyPatch(current, body as StoryPatch);
      if (next === 'conflict') return json(409, { error: 'conflict', story: current });
      stories.set(next._id, next);
      return json(200, { _id: next._id, version: next.version, updatedAt: next.updatedAt });
    }
    const { version, force, ...fields } = body as StoryUpdate;
    if (!force && version !== current.version)
      return json(409, { error: 'conflict', story: current });
    const next = {
      ...current,
      ...fields,
      ...(fields.slides ? { slides: stamp(fields.slides, current.version + 1) } : {}),
      version: current.version + 1,
      updatedAt: new Date().toISOString(),
    } as Story;
    stories.set(next._id, next);
    return json(200, next);
  }

  async function fetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ method, url, body });
    if (gate) await gate;
    const failure = failures.shift();
    if (failure) return json(failure.status, failure.body, failure.headers);
    return handle(method, url, body);
  }

  return {
    fetch,
    stories,
    calls,
    /** The next requests answer with these statuses and bodies, in order. */
    failNext(...next: Failure[]) {
      failures = [...failures, ...next];
    },
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
    /** Another tab or device saves the story. */
    editElsewhere(id: string, change: Partial<Story>) {
      const current = stories.get(id)!;
      stories.set(id, { ...current, ...change, version: current.version + 1 });
    },
    lastCall(method: string): Call | undefined {
      return [...calls].reverse().find((c) => c.method === method);
    },
  };
}
