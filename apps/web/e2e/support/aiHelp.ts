/** Helpers for the AI help specs (ai-help*.spec.ts): the chart tutor, the slide assistant. */
import type { Page, Response } from '@playwright/test';
import type { ChatSession, DataTable } from '@dsb/core';
import { createStory, openResearch, results, search, signIn } from './evidence';

const SHOTS = process.env.AI_HELP_SHOTS_DIR;

/** A screenshot into AI_HELP_SHOTS_DIR when it is set (for looking at, not for comparing). */
export async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The next answer of POST /api/ai/chat. */
export const aiAnswer = (page: Page) =>
  page.waitForResponse(
    (r: Response) => r.url().endsWith('/api/ai/chat') && r.request().method() === 'POST',
  );

export type OpenedChart = {
  storyId: string;
  chatId: string;
  item: { _id: string; label: string; imageURL: string; dataTable: DataTable };
};

/**
 * Signs in a fresh pupil, opens a story's research page and the 'sea level since 1880' chart in the
 * evidence modal; returns the story, the chart as the modal loaded it and the chart chat's id.
 */
export async function openChart(page: Page): Promise<OpenedChart> {
  await signIn(page);
  const storyId = await createStory(page, 'Is the sea level rising?');
  await openResearch(page, storyId);
  await search(page, 'sea level');
  // The modal's GET /api/evidence/{id} is the one answer that carries the data table.
  const loaded = page.waitForResponse(
    async (r) =>
      /^\/api\/evidence\/[^/]+$/.test(new URL(r.url()).pathname) &&
      'dataTable' in ((await r.json().catch(() => null)) ?? {}),
  );
  const opened = page.waitForResponse(
    (r) => r.url().endsWith('/api/chats/session') && r.request().method() === 'POST',
  );
  // The single-series chart by name: which sea-level chart ranks first can change with what
  // earlier specs on this worker's server did to the library.
  await results(page)
    .filter({ hasText: 'Global average sea level change since 1880' })
    .first()
    .getByTestId('evidence-label')
    .click();
  const item = (await (await loaded).json()) as OpenedChart['item'];
  const chatId = ((await (await opened).json()) as ChatSession)._id;
  return { storyId, chatId, item };
}

/**
 * A story (big question 'Is the sea level rising?') whose one slide has this script and a
 * library 'sea level' chart on its canvas; returns the story's id and the chart.
 */
export async function createChartSlideStory(page: Page, script: string) {
  const library = (await (await page.request.get('/api/evidence')).json()) as Array<{
    _id: string;
    label: string;
    imageURL?: string;
  }>;
  const chart = library.find((e) => /sea level/i.test(e.label))!;
  const created = await page.request.post('/api/stories', {
    data: {
      title: 'Sea story',
      bigQuestion: 'Is the sea level rising?',
      template: 'blank',
      slides: [
        {
          id: 'slide-1-0',
          title: 'Slide 1',
          script,
          canvasState: [
            {
              type: 'image',
              left: 40,
              top: 200,
              width: 300,
              height: 200,
              src: chart.imageURL,
              metadata: { source: 'evidence', isEvidence: true, evidenceData: { _id: chart._id } },
            },
          ],
        },
      ],
    },
    headers: { origin: new URL(page.url()).origin },
  });
  return { storyId: ((await created.json()) as { _id: string })._id, chart };
}
