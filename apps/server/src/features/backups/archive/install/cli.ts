import path from 'node:path';
import { DataDirLockedError } from '../../../../platform/db/lock';
import { BackupRefusedError } from '../format';
import { InstallBackupError } from './installArchive';
import { backupInstall, restoreInstall } from './installBackup';

// `npm run backup -- <file>` and `npm run restore -- <file>` (docs/operations.md): the whole
// embedded install, database and files, with the server stopped.

const USAGE = 'Usage: npm run backup -- <file.tar.gz>   |   npm run restore -- <file.tar.gz>';

async function main(): Promise<number> {
  const [command, target, ...rest] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !target || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  if (process.env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: the database is PostgreSQL, which pg_dump and pg_restore back up ' +
        '(docs/operations.md). This command backs up the embedded database only.',
    );
    return 1;
  }
  // npm runs scripts from the repository root: a relative file is where the operator typed it.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  // The same DATA_DIR the server reads (relative to the root, where `npm start` runs it).
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  if (process.env.S3_BUCKET) {
    console.log(
      'S3_BUCKET is set: stored files live in the bucket, not in DATA_DIR; back them up there ' +
        '(bucket versioning or a sync, docs/operations.md).',
    );
  }
  const options = { dataDir, file, log: (line: string) => console.log(line) };
  console.log(`DATA_DIR: ${dataDir}`);
  if (command === 'backup') await backupInstall(options);
  else await restoreInstall(options);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof DataDirLockedError ||
      error instanceof BackupRefusedError ||
      error instanceof InstallBackupError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
