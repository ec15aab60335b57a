/** What reading a page's JSON-LD needs of its document (linkedom's, or a test's). */
export type JsonLdSource = {
  querySelectorAll: (selector: string) => ArrayLike<{ textContent: string | null }>;
};

/**
 * The first value `pick` finds in the page's JSON-LD blocks: each object is offered to it, then
 * its `@graph` list is searched; arrays are searched in order. Malformed blocks, common on real
 * pages, are skipped.
 */
export function findInJsonLd(
  document: JsonLdSource,
  pick: (record: Record<string, unknown>) => string | null,
): string | null {
  const visit = (node: unknown): string | null => {
    if (Array.isArray(node)) {
      for (const item of node) {
        const found = visit(item);
        if (found) return found;
      }
      return null;
    }
    if (!node || typeof node !== 'object') return null;
    const record = node as Record<string, unknown>;
    return pick(record) ?? visit(record['@graph']);
  };
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  for (let i = 0; i < scripts.length; i++) {
    try {
      const found = visit(JSON.parse(scripts[i]!.textContent ?? ''));
      if (found) return found;
    } catch {
      // The next block is tried.
    }
  }
  return null;
}
