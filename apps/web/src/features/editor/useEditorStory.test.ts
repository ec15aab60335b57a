// @vitest-environment jsdom
import { StrictMode, act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeStoryServer } from '../stories/fakeStoryServer';
import { storyStore, setLiveEditingForTests } from '../stories/storyStore';
import { useEditorStory } from './useEditorStory';

/**
 * Issue #9 defect 1: opening /tool?slide=0&story={id} loaded the story twice under StrictMode
 * (effects run twice), and the superseded first load sent the student to the grid.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

let server: ReturnType<typeof createFakeStoryServer>;
let root: Root | null = null;
let goLiveBefore: ReturnType<typeof setLiveEditingForTests> | null = null;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  server = createFakeStoryServer();
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  goLiveBefore = setLiveEditingForTests(server.goLive); // the fake's documents, not a server's
  storyStore.getState().reset();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.unstubAllGlobals();
  if (goLiveBefore) setLiveEditingForTests(goLiveBefore);
});

async function storyOnServer(): Promise<string> {
  const response = await server.fetch('/api/stories', {
    method: 'POST',
    body: JSON.stringify({
      title: 'Opened by address',
      template: 'blank',
      slides: [{ id: 'slide-1700000000000-0', title: 'Slide 1', canvasState: [] }],
    }),
  });
  return ((await response.json()) as { _id: string })._id;
}

function EditorAddress() {
  useEditorStory();
  return null;
}

describe('useEditorStory', () => {
  it('opens a story by its address once and stays in the editor under StrictMode', async () => {
    const id = await storyOnServer();
    server.calls.length = 0;
    const router = createMemoryRouter(
      [
        { path: '/tool', element: createElement(EditorAddress) },
        { path: '/grid', element: null },
      ],
      { initialEntries: [`/tool?slide=0&story=${id}`] },
    );
    root = createRoot(document.createElement('div'));
    const release = server.hold(); // answers arrive after both effects ran, as on a slow machine
    await act(async () => {
      root!.render(createElement(StrictMode, null, createElement(RouterProvider, { router })));
    });
    await act(async () => {
      release();
      await vi.waitFor(() => expect(storyStore.getState().loadStatus).toBe('ready'));
      await new Promise((resolve) => setTimeout(resolve, 20)); // let a stray redirect happen
    });
    expect(router.state.location.pathname).toBe('/tool');
    expect(storyStore.getState().story?._id).toBe(id);
    expect(server.calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });
});
