// Parsers of the environment variables whose values have a syntax of their own (config.ts).
import { isIP } from 'node:net';
import { z } from 'zod';

export type TrustProxy = false | number | string[];

/** Names proxy-addr accepts besides addresses and CIDRs. */
const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY names the proxy in front of the server: a hop count (`1`) or its addresses/CIDRs
 * (`10.0.0.5, 10.1.0.0/16`). `true` is refused on purpose: trusting every forwarder lets any
 * client choose its own address and so escape the sign-in rate limit.
 */
export function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): TrustProxy {
  if (value === undefined || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => {
    if (PROXY_ADDRESS_NAMES.has(entry)) return false;
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address ?? '');
    if (version === 0 || rest.length > 0) return true;
    if (bits === undefined) return false;
    const max = version === 4 ? 32 : 128;
    return !/^\d+$/.test(bits) || Number(bits) > max;
  });
  if (entries.length === 0 || invalid.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `expected a hop count or the proxy's addresses/CIDRs (e.g. 1 or 10.0.0.5,10.1.0.0/16); got ${invalid.join(', ') || value}`,
    });
    return z.NEVER;
  }
  return entries;
}

/** NEWS_SOURCE_NAMES: a JSON object of source id or name to display name. */
export function parseSourceNames(
  value: string | undefined,
  ctx: z.RefinementCtx,
): Record<string, string> {
  if (!value) return {};
  try {
    const parsed = z.record(z.string(), z.string()).parse(JSON.parse(value));
    return parsed;
  } catch {
    ctx.addIssue({
      code: 'custom',
      message:
        'NEWS_SOURCE_NAMES must be a JSON object of names, e.g. {"pew":"Pew Research Center"}',
    });
    return {};
  }
}

/** `host:port,host:port` with exact ports; hosts lower-cased, IPv6 in brackets. */
export function parseOutboundAllow(
  value: string | undefined,
  ctx: z.RefinementCtx,
): ReadonlySet<string> {
  const targets = new Set<string>();
  for (const entry of (value ?? '').split(',').map((s) => s.trim().toLowerCase())) {
    if (!entry) continue;
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(entry)) {
      ctx.addIssue({ code: 'custom', message: `expected host:port pairs; got '${entry}'` });
      return z.NEVER;
    }
    targets.add(entry);
  }
  return targets;
}
