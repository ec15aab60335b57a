/**
 * Set by databaseFree.ts in a test file listed as database-free: the test helpers that open a
 * database (createTestApp, startServerProcess) call `refuse` first, which fails the test, and
 * `refused` keeps the error so the file fails even when a test caught it.
 */
export const databaseGuard: {
  refuse: ((what: string) => never) | null;
  refused: Error | null;
} = { refuse: null, refused: null };
