import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { PrivacyDeclaration } from '../../platform/privacy/declaration';
import { EXPORT_PREFIX, type ObjectStorage } from '../../platform/storage/storage';
import { ProgressReporter } from '../../platform/jobs/progress';
import type { JobHandler } from '../../platform/jobs/types';
import { exportedPrefixes, exportedTables, personalRows } from './personalRows';
import { readmeText } from './readme';
import { storyCopies } from './storyCopies';
import { ZipFileWriter } from './zipStream';

export const DATA_EXPORT_JOB_KIND = 'data-export';
export const exportPayloadSchema = z.object({ userId: z.string() });
export const exportResultSchema = z.object({ key: z.string(), size: z.number() });

const PHASES = { rows: [0, 20], files: [20, 95], upload: [95, 100] } as const;
type Phase = keyof typeof PHASES;

export type ExportJobDeps = {
  db: Db;
  storage: ObjectStorage;
  log: FastifyBaseLogger;
  inventory: Readonly<Record<string, PrivacyDeclaration>>;
};

export const exportKey = (userId: string, jobId: string) =>
  `${EXPORT_PREFIX}${userId}/${jobId}.zip`;

/**
 * Builds one person's export: the JSON files the privacy inventory names, their stored files
 * streamed from storage into a ZIP on local disk, then the ZIP streamed into storage.
 */
export function createExportHandler(
  deps: ExportJobDeps,
): JobHandler<unknown, unknown, z.infer<typeof exportResultSchema>> {
  return {
    kind: DATA_EXPORT_JOB_KIND,
    resumable: true,
    run: async (_input, context) => {
      const { userId } = exportPayloadSchema.parse(context.payload);
      const progress = new ProgressReporter<Phase>(deps.db, context.jobId, PHASES);
      const dir = await mkdtemp(path.join(tmpdir(), 'dsb-export-'));
      const file = path.join(dir, 'export.zip');
      try {
        await progress.report('rows', 0, 1);
        const tables = exportedTables(deps.inventory);
        const rows = await personalRows(deps.db, userId, tables);
        const zip = new ZipFileWriter(file);
        const byFile = new Map<string, Record<string, unknown[]>>();
        for (const { table, file: name } of tables) {
          const entry = byFile.get(name) ?? {};
          entry[table] = rows.get(table) ?? [];
          byFile.set(name, entry);
        }
        const names = [...byFile.keys()].sort();
        for (const name of names) {
          await zip.addText(name, `${JSON.stringify(byFile.get(name), null, 2)}\n`);
        }
        for await (const copy of storyCopies(deps.db, userId))
          await zip.addText(copy.name, copy.html);
        const user = rows.get('users')?.[0] as { display_name?: string } | undefined;
        await zip.addText('README.txt', readmeText(names, user?.display_name ?? '', new Date()));
        await progress.report('rows', 1, 1);

        // Files are kept by person (uploads/<userId>/) or by story (saved-charts/<storyId>/).
        const owned = (rows.get('stories') ?? []).map((story) => String(story.id));
        const objects = [];
        for (const prefix of exportedPrefixes(deps.inventory)) {
          for (const folder of [userId, ...owned]) {
            objects.push(...(await deps.storage.list(`${prefix}${folder}/`)));
          }
        }
        for (const [index, object] of objects.entries()) {
          context.signal.throwIfAborted();
          const stored = await deps.storage.getObject(object.key);
          if (stored) await zip.addStream(object.key.replace(`/${userId}/`, '/'), stored.body);
          await progress.report('files', index + 1, objects.length);
        }
        await zip.close();
        const key = exportKey(userId, context.jobId);
        await deps.storage.putObjectFile(key, file, 'application/zip');
        await progress.report('upload', 1, 1);
        return { key, size: (await stat(file)).size };
      } catch (error) {
        if (context.signal.aborted) throw error;
        deps.log.error({ err: error }, 'data export failed');
        throw new Error('Your data could not be exported. Please try again later.', {
          cause: error,
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
