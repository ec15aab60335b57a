import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeTopics, promptSearchTerms } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { prompts } from './tables';
import { seedRuns } from '../../platform/db/tables';
import seedData from './seedData/prompts.json' with { type: 'json' };

/** Raise when the seed file gains prompts that existing installations should receive. */
export const PROMPT_SEED_VERSION = 1;

const seedPromptSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  bigQuestion: z.string().min(1),
  promptScript: z.string().min(1),
  topics: z.array(z.object({ topicTag: z.string(), topicLabel: z.string() })).min(1),
  keywords: z.array(z.string()),
  sourceURL: z.url().optional(),
  article_context: z.string().optional(),
  statistical_mentions: z.array(z.string()).optional(),
  article_date: z.string().optional(),
  isDefault: z.boolean().optional(),
});
export const seedPrompts = z.array(seedPromptSchema).parse(seedData);

/**
 * Inserts the seed prompts once per seed version. Prompts already present (by slug) are left as
 * the admins edited them, and a prompt an admin deleted is not brought back by a restart.
 */
export async function seedPromptLibrary(db: Db): Promise<number> {
  const [run] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'prompts')).limit(1);
  if (run && run.version >= PROMPT_SEED_VERSION) return 0;
  const rows = seedPrompts.map((p, position) => {
    const topics = normalizeTopics(p.topics);
    return {
      slug: p.slug,
      bigQuestion: p.bigQuestion,
      promptScript: p.promptScript,
      topics,
      keywords: p.keywords,
      searchTerms: promptSearchTerms({ keywords: p.keywords, topics }),
      sourceUrl: p.sourceURL ?? null,
      statisticalMentions: p.statistical_mentions ?? null,
      articleContext: p.article_context ?? null,
      articleDate: p.article_date ?? null,
      isDefault: p.isDefault === true,
      position,
    };
  });
  const inserted = await db.transaction(async (tx) => {
    const added = await tx
      .insert(prompts)
      .values(rows)
      .onConflictDoNothing({ target: prompts.slug })
      .returning({ id: prompts.id });
    await tx
      .insert(seedRuns)
      .values({ name: 'prompts', version: PROMPT_SEED_VERSION })
      .onConflictDoUpdate({
        target: seedRuns.name,
        set: { version: PROMPT_SEED_VERSION, appliedAt: new Date() },
      });
    return added.length;
  });
  return inserted;
}
