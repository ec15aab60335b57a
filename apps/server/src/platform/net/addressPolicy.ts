import { BlockList, isIP } from 'node:net';

/**
 * Which IP addresses outbound fetches may reach (docs/config.md, Security defaults). Everything
 * that is not public unicast is refused: private, loopback, link-local (with the 169.254.169.254
 * cloud metadata service), CGNAT, multicast, reserved, and IPv6 forms that embed such an IPv4
 * address.
 */
const blockedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local host on Linux
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blockedV4.addSubnet(network, prefix, 'ipv4');
}

function isBlockedV4(address: string): boolean {
  return blockedV4.check(address, 'ipv4');
}

/** Eight 16-bit groups of an IPv6 address (zone index dropped, trailing dotted IPv4 expanded). */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((g) => parseInt(g, 16)) : [];
  const left = parse(head);
  const right = parse(tail);
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

const v4From = (high: number, low: number) =>
  [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

function isBlockedV6(address: string): boolean {
  const g = ipv6Groups(address);
  if (!g) return true;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // ::ffff:a.b.c.d (IPv4-mapped): judged as the IPv4 address it names.
  if (zeros(0, 5) && g[5] === 0xffff) return isBlockedV4(v4From(g[6]!, g[7]!));
  // ::/96 holds ::, ::1 and the deprecated IPv4-compatible form.
  if (zeros(0, 6)) return true;
  // NAT64 (64:ff9b::/96) reaches the embedded IPv4 address.
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return isBlockedV4(v4From(g[6]!, g[7]!));
  // 6to4 (2002::/16) tunnels to the embedded IPv4 address.
  if (g[0] === 0x2002) return isBlockedV4(v4From(g[1]!, g[2]!));
  if (g[0] === 0x2001 && g[1] === 0) return true; // Teredo tunnels
  if (g[0] === 0x2001 && g[1] === 0xdb8) return true; // documentation
  // Only global unicast (2000::/3) is public; this refuses fc00::/7, fe80::/10, ff00::/8 and the rest.
  return (g[0]! & 0xe000) !== 0x2000;
}

/** True when an outbound fetch must not connect to this address (anything not an IP included). */
export function isBlockedAddress(address: string): boolean {
  const version = isIP(address.split('%')[0]!);
  if (version === 4) return isBlockedV4(address);
  if (version === 6) return isBlockedV6(address);
  return true;
}
