import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended cost (19 MiB, 2 passes, 1 lane): ~20-35 ms a hash on this
 * class of machine, computed off the event loop by the library's thread pool. Argon2id is the
 * library's default algorithm (its enum is a const enum, which isolated modules cannot import).
 * The PHC string stored carries its own parameters, so raising the cost later still verifies
 * old hashes.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a stored value that is not a valid hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * Made when the server starts, not at the first unknown e-mail: made then, it would make that
 * one answer a hash slower than any other.
 */
const dummyHash: Promise<string> = hashPassword('not-a-password-of-anyone');

/**
 * Spends the same time as a real check when there is no account or no password, so the answer's
 * timing does not tell which e-mail addresses have accounts.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(await dummyHash, password);
  return false;
}
