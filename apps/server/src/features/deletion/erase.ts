import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { EXPORT_PREFIX } from '../../platform/storage/storage';
import type { PendingFiles } from './tables';

/** What one pass over the database removed and handed on, and the files left to remove. */
export type ErasedRows = {
  removed: Record<string, number>;
  keptWithOthers: Record<string, number>;
  files: PendingFiles;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A single-column foreign key as the database knows it ('c' cascade, 'n' set null, ...). */
type ForeignKey = {
  table: string;
  column: string;
  ref_table: string;
  ref_column: string;
  on_delete: string;
};

/**
 * The foreign keys of the app's tables, read from the database itself: the counts below follow
 * what the database will really delete, not a list someone has to keep up to date.
 */
async function foreignKeys(tx: Db): Promise<ForeignKey[]> {
  return rowsOf<ForeignKey>(
    await tx.execute(sql`
      select cl.relname as table, a.attname as column, rcl.relname as ref_table,
        ra.attname as ref_column, c.confdeltype as on_delete
      from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_class rcl on rcl.oid = c.confrelid
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[1]
      where c.contype = 'f' and cardinality(c.conkey) = 1
        and cl.relnamespace = 'public'::regnamespace`),
  );
}

/**
 * Counts, table by table, the rows deleting `users.id = userId` takes with it: every chain of ON
 * DELETE CASCADE keys, followed through the database's own constraints. A row reached by two
 * chains (a video: by its user and by its story) counts once.
 */
async function countCascade(tx: Db, userId: string): Promise<Record<string, number>> {
  const keys = await foreignKeys(tx);
  const reachedBy = new Map<string, SQL[]>();
  const walk = (table: string, column: string, parent: SQL, seen: Set<string>) => {
    const where = sql`${sql.identifier(column)} in (${parent})`;
    reachedBy.set(table, [...(reachedBy.get(table) ?? []), where]);
    for (const child of keys) {
      if (child.ref_table !== table || child.on_delete !== 'c' || seen.has(child.table)) continue;
      const ids = sql`select ${sql.identifier(child.ref_column)} from ${sql.identifier(table)} where ${where}`;
      walk(child.table, child.column, ids, new Set([...seen, child.table]));
    }
  };
  for (const key of keys) {
    if (key.ref_table === 'users' && key.on_delete === 'c') {
      walk(key.table, key.column, sql`select ${userId}::uuid`, new Set(['users', key.table]));
    }
  }
  const counts: Record<string, number> = {};
  for (const [table, conditions] of reachedBy) {
    const n = await countOf(
      tx,
      sql`select count(*)::int as n from ${sql.identifier(table)}
        where ${sql.join(conditions, sql` or `)}`,
    );
    if (n > 0) counts[table] = n;
  }
  return counts;
}

const countOf = async (tx: Db, query: SQL) =>
  rowsOf<{ n: number }>(await tx.execute(query))[0]?.n ?? 0;

/**
 * Hands on what other people keep working in, so the cascade does not take it from them: a group
 * story the person owns goes to its longest-standing co-author, and a class link they own (with
 * its pupils' hand-ins: a hand-in belongs to the pupil) to its longest-standing co-teacher, else
 * to `heirId` (the acting or the first administrator).
 */
async function handOn(
  tx: Db,
  userId: string,
  heirId: string | null,
): Promise<Record<string, number>> {
  const groupStories = rowsOf<{ story_id: string; heir: string }>(
    await tx.execute(sql`
      select distinct on (m.story_id) m.story_id, m.user_id as heir
      from story_members m join stories s on s.id = m.story_id
      where s.user_id = ${userId} and m.user_id <> ${userId}
      order by m.story_id, m.joined_at, m.user_id`),
  );
  for (const { story_id: storyId, heir } of groupStories) {
    await tx.execute(sql`update stories set user_id = ${heir} where id = ${storyId}`);
    await tx.execute(
      sql`delete from story_members where story_id = ${storyId} and user_id = ${heir}`,
    );
  }
  const links = rowsOf<{ id: string; heir: string | null }>(
    await tx.execute(sql`
      select l.id, (select t.user_id from link_teachers t
        where t.link_id = l.id and t.user_id <> ${userId}
        order by t.added_at, t.user_id limit 1) as heir
      from custom_links l where l.owner_id = ${userId}`),
  );
  let handed = 0;
  for (const { id, heir } of links) {
    const owner = heir ?? heirId;
    // No co-teacher and no administrator to take it: the link goes, as before.
    if (!owner) continue;
    handed += 1;
    await tx.execute(sql`update custom_links set owner_id = ${owner} where id = ${id}`);
    await tx.execute(sql`delete from link_teachers where link_id = ${id} and user_id = ${owner}`);
  }
  return { stories: groupStories.length, custom_links: handed };
}

/** JSON text of a string as it appears inside a jsonb value (quotes included). */
const jsonString = (text: string) => JSON.stringify(text);

/**
 * Deletes every row of the person, in one transaction: what cascades from their account, and
 * what no foreign key reaches (roster sources, video render jobs holding their scripts, mentions
 * in other people's activity logs, their replies on hand-ins that stay with others). Returns the
 * counts and the files to remove once it has committed. Run again on a half-done deletion, it
 * finds only what is left.
 */
export async function eraseUserRows(
  db: Db,
  userId: string,
  heirId: string | null,
  replacementName: string,
  /** Runs in the same transaction: the deletion's record says what is left to do. */
  onErased: (tx: Db, erased: ErasedRows) => Promise<void>,
): Promise<ErasedRows> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [person] = rowsOf<{ email: string; display_name: string }>(
      await tx.execute(sql`select email, display_name from users where id = ${userId} for update`),
    );
    if (!person) {
      const nothing: ErasedRows = { removed: {}, keptWithOthers: {}, files: emptyFiles() };
      await onErased(tx, nothing);
      return nothing;
    }
    const keptWithOthers = await handOn(tx, userId, heirId);

    const ownStories = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from stories where user_id = ${userId}`),
    );
    const uploads = rowsOf<{ storage_key: string }>(
      await tx.execute(sql`select storage_key from images where user_id = ${userId}`),
    );
    const files: PendingFiles = {
      keys: uploads.map((u) => u.storage_key),
      // Their "All my data" ZIPs go too, not after the link's 7 days.
      prefixes: [
        `videos/${userId}/`,
        `${EXPORT_PREFIX}${userId}/`,
        ...ownStories.map((s) => `saved-charts/${s.id}/`),
      ],
    };

    const removed = await countCascade(tx, userId);
    // No foreign key reaches these.
    removed.roster_sources = await countOf(
      tx,
      sql`with gone as (delete from roster_sources where kind = 'user' and local_id = ${userId}
        returning 1) select count(*)::int as n from gone`,
    );
    // A video render's input holds the person's id, story, title and scripts.
    removed.jobs = await countOf(
      tx,
      sql`with gone as (delete from jobs where payload->>'userId' = ${userId}::text
        returning 1) select count(*)::int as n from gone`,
    );
    // Their replies on hand-ins of stories that stay with others; a teacher's feedback stays
    // with the pupil it was written for, without the teacher's name (SET NULL).
    removed.handin_comments =
      (removed.handin_comments ?? 0) +
      (await countOf(
        tx,
        sql`with gone as (delete from handin_comments where author_id = ${userId}
          and role = 'pupil' and handin_id not in (select h.id from handins h
            join stories s on s.id = h.story_id where s.user_id = ${userId})
          returning 1) select count(*)::int as n from gone`,
      ));
    // Other people's log entries that name them (an administrator's changes to their account).
    const mentions = [
      jsonString(person.email),
      jsonString(person.display_name),
      jsonString(userId),
    ];
    let scrubbed = sql`details::text`;
    for (const [index, mention] of mentions.entries()) {
      const instead = index === 1 ? jsonString(replacementName) : jsonString('');
      scrubbed = sql`replace(${scrubbed}, ${mention}, ${instead})`;
    }
    removed['activity_log mentions'] = await countOf(
      tx,
      sql`with changed as (update activity_log set details = (${scrubbed})::jsonb
        where (user_id is null or user_id <> ${userId})
          and (details::text like ${`%${mentions[0]}%`} or details::text like ${`%${mentions[2]}%`})
        returning 1) select count(*)::int as n from changed`,
    );
    // Certificates an administrator signed keep their id, not their name.
    await tx.execute(sql`update user_deletions set admin_name = 'Former administrator'
      where admin_id = ${userId}`);
    await tx.execute(sql`delete from users where id = ${userId}`);
    removed.users = 1;
    const erased: ErasedRows = {
      removed: Object.fromEntries(Object.entries(removed).filter(([, n]) => n > 0)),
      keptWithOthers: Object.fromEntries(Object.entries(keptWithOthers).filter(([, n]) => n > 0)),
      files,
    };
    await onErased(tx, erased);
    return erased;
  });
}

/**
 * The slide scripts of the stories that go with the person (not those handed on to a co-author),
 * for the narration cache, whose file names only the texts lead to.
 */
export async function scriptsOf(db: Db, userId: string): Promise<string[]> {
  const rows = rowsOf<{ script: string }>(
    await db.execute(sql`
      select e->>'script' as script from stories s, jsonb_array_elements(s.slides) e
      where s.user_id = ${userId} and coalesce(e->>'script', '') <> ''
        and not exists (select 1 from story_members m where m.story_id = s.id)`),
  );
  return rows.map((row) => row.script);
}

export const emptyFiles = (): PendingFiles => ({ keys: [], prefixes: [] });
