import { eq } from 'drizzle-orm';
import { fileNameSlug, rubricTotals, type Rubric } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { classView, customLinks, type Viewer } from '../customLinks';
import { spreadsheetCsv } from '../../platform/csv/spreadsheetCsv';
import { findRubric } from '../rubrics';
import { classFeedback, type ClassFeedbackDetail } from './scoreService';

/**
 * The markbook CSV of a class link (docs/product/feedback.md, "The class view"): one line per
 * story with where it is in the loop and its latest scores, one column per criterion of the
 * link's rubric, then the pupils who have not started. For the link's owner (and admins).
 */
export const MARKBOOK_COLUMNS = ['Pupil', 'Co-authors', 'Story', 'Status', 'Version'] as const;

export function markbookFilename(linkName: string, date: Date): string {
  return `${fileNameSlug(linkName, 'class')}-scores-${date.toISOString().slice(0, 10)}.csv`;
}

async function linkRubric(db: Db, linkId: string): Promise<Rubric | null> {
  const [row] = await db
    .select({ rubricId: customLinks.rubricId })
    .from(customLinks)
    .where(eq(customLinks.id, linkId))
    .limit(1);
  return row?.rubricId ? findRubric(db, row.rubricId) : null;
}

export async function markbookCsv(
  db: Db,
  viewer: Viewer,
  linkId: string,
): Promise<{ linkName: string; csv: string }> {
  let details = new Map<string, ClassFeedbackDetail>();
  const view = await classView(db, viewer, linkId, async (database, storyIds) => {
    details = await classFeedback(database, storyIds);
    return details;
  });
  const rubric = await linkRubric(db, view.link._id);
  const criteria = rubric?.criteria ?? [];
  const rows = view.stories.map((story) => {
    const scores = details.get(story.storyId)?.scores ?? null;
    const points = criteria.map((criterion) => {
      const scored = scores?.criteria.find((c) => c.id === criterion.id);
      const level = scores?.levels[criterion.id];
      return scored && level !== undefined ? (scored.levels[level]?.points ?? null) : null;
    });
    const totals = scores ? rubricTotals(scores, scores.levels) : null;
    return [
      story.pupilName,
      story.coAuthors.join('; '),
      story.title,
      story.progress,
      story.handinVersion,
      ...points,
      totals?.total ?? null,
      totals?.maxTotal ?? null,
    ];
  });
  const notStarted = view.notStarted.map((name) => [
    name,
    '',
    '',
    'not started',
    null,
    ...criteria.map(() => null),
    null,
    null,
  ]);
  const columns = [...MARKBOOK_COLUMNS, ...criteria.map((c) => c.name), 'Total', 'Out of'];
  return { linkName: view.link.name, csv: spreadsheetCsv(columns, [...rows, ...notStarted]) };
}
