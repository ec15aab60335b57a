import { sql } from 'drizzle-orm';
import type { StoryPatch, StoryPatchResult } from '@dsb/core';
import type { Db } from '../db/client';

/**
 * True for autosave's usual patch: existing slides changed, nothing added, removed, reordered or
 * renamed. Those are written by `writeSlidesInPlace` without reading the story first.
 */
export function isSlideContentPatch(patch: StoryPatch): boolean {
  return (
    !!patch.slides?.length &&
    patch.slides.every((slide) => slide.version > 0) &&
    !patch.removedSlides?.length &&
    patch.order === undefined &&
    patch.title === undefined &&
    patch.bigQuestion === undefined &&
    patch.template === undefined &&
    patch.trackingId === undefined &&
    patch.savedEvidence === undefined
  );
}

/**
 * Writes changed slides into the stored slides in one statement, only when every one is still at
 * the version the client based it on; answers null otherwise (the caller then reads the story and
 * decides between 409 and 400 as for any patch).
 *
 * Why: read-modify-write sent the whole story (40 KB for 10 busy slides) from the database to the
 * server and back for every one-object change; here only the changed slides travel. Every
 * expression refers to the row being updated (`s`), so PostgreSQL re-evaluates it on the newest
 * row version when two patches race: neither overwrites the other.
 */
export async function writeSlidesInPlace(
  db: Db,
  userId: string,
  id: string,
  patch: StoryPatch,
): Promise<StoryPatchResult | null> {
  const sent = JSON.stringify(patch.slides);
  // Each stored slide, replaced by its patched copy (stamped with the new version) when sent.
  const merged = sql`
    select cur.i, case when p.slide is null then cur.e
                       else jsonb_set(p.slide, '{version}', to_jsonb(s.version + 1)) end as e
    from jsonb_array_elements(s.slides) with ordinality as cur(e, i)
    left join jsonb_array_elements(${sent}::jsonb) as p(slide) on p.slide->>'id' = cur.e->>'id'`;
  const result = await db.execute(sql`
    update stories as s set
      slides = (select jsonb_agg(m.e order by m.i) from (${merged}) as m),
      preview_image = (select m.e->>'previewImage' from (${merged}) as m
                       where coalesce(m.e->>'previewImage', '') <> '' order by m.i limit 1),
      version = s.version + 1,
      updated_at = now()
    where s.id = ${id} and s.user_id = ${userId} and s.version >= ${patch.version}
      and (select count(*) from jsonb_array_elements(s.slides) as cur(e)
           join jsonb_array_elements(${sent}::jsonb) as p(slide)
             on p.slide->>'id' = cur.e->>'id'
            and (p.slide->>'version')::int = coalesce((cur.e->>'version')::int, 1)
          ) = ${patch.slides!.length}
    returning s.version, s.updated_at as "updatedAt"`);
  const [row] = (result as unknown as { rows: { version: number; updatedAt: Date | string }[] })
    .rows;
  if (!row) return null;
  return { _id: id, version: row.version, updatedAt: new Date(row.updatedAt).toISOString() };
}
