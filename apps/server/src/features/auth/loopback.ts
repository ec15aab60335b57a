import { isIP } from 'node:net';

/**
 * True for the loopback interface: 127.0.0.0/8, ::1 and their IPv4-mapped form. `address` is
 * Fastify's `request.ip`, which is the socket's peer unless TRUST_PROXY names a proxy.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}
