import { isIP } from 'node:net';

/** Which proxies' X-Forwarded-For/-Proto/-Host Fastify believes (its `trustProxy` option). */
export type TrustProxy = true | string | ((address: string, hop: number) => boolean);

/** proxy-addr's names for address ranges, which Fastify accepts beside addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(prefix) === 4; // a netmask: 10.0.0.0/255.0.0.0
}

/**
 * TRUST_PROXY: unset, empty or `false`: nobody's forwarding headers are believed (the client is the
 * connection's address); `true`: every proxy's; a whole number N: the N proxies nearest the server
 * (by position in X-Forwarded-For, whatever their address); otherwise comma-separated addresses,
 * CIDR ranges or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`) of trusted proxies.
 */
export function trustProxyFrom(text: string | undefined): { trustProxy?: TrustProxy } | { error: string } {
  const value = (text ?? '').trim();
  if (value === '' || value === 'false') return {};
  if (value === 'true') return { trustProxy: true };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    // Fastify 5 ignores a number (it cannot check the nearest peer), so the count is a function.
    return hops === 0 ? {} : { trustProxy: (_address, hop) => hop < hops };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined)
    return {
      error: `TRUST_PROXY must be true, false, a number of proxies, or comma-separated addresses or CIDR ranges (10.0.0.0/8, loopback); ${JSON.stringify(bad)} is none of them`,
    };
  return { trustProxy: entries.join(',') };
}
