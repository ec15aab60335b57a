import { eq } from 'drizzle-orm';
import { evidence } from './tables';
import type { TestApp } from '../../platform/test/testApp';

/** An evidence row as scraping or seeding stores it (no vector: sync or the backfill adds it). */
export async function insertChart(
  app: TestApp,
  fields: Partial<typeof evidence.$inferInsert> & { label: string },
): Promise<string> {
  const [row] = await app.db
    .insert(evidence)
    .values({ imageUrl: '/files/charts/x.png', status: 'temp', ...fields })
    .returning({ id: evidence.id });
  return row!.id;
}

/** The stored row of an evidence item, as it is now. */
export const evidenceRowOf = async (app: TestApp, id: string) =>
  (await app.db.select().from(evidence).where(eq(evidence.id, id)))[0];
