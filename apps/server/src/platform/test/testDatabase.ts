import { randomBytes } from 'node:crypto';

/**
 * A new database on the server `serverUrl` names; returns its URL. Empty, or a copy of the
 * database `template` (a migrated one: see globalSetup.ts). The cluster is thrown away after the
 * run, so the databases are not dropped one by one.
 */
export async function createTestDatabase(serverUrl: string, template?: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `dsb_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
