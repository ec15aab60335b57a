/**
 * Canvas snapshots for history and change detection. The server stores canvas state as JSONB,
 * which does not keep key order, so two equal states can come back with their keys in another
 * order: snapshots sort keys, so equal states always give equal strings.
 */

/** JSON.stringify with every object's keys sorted (arrays keep their order). */
export function stableStringify(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return sortKeys((value as { toJSON: () => unknown }).toJSON());
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const item = (value as Record<string, unknown>)[key];
    if (item !== undefined) out[key] = sortKeys(item);
  }
  return out;
}

/** Parses a snapshot made by stableStringify back into canvas objects (an array). */
export function parseSnapshot<T = Record<string, unknown>>(snapshot: string): T[] {
  const parsed: unknown = JSON.parse(snapshot);
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}
