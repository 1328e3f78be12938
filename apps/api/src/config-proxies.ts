import { isIP } from 'node:net';
import { z } from 'zod';

/** `TRUST_PROXY` as read: nobody, the nearest N hops, or these addresses and networks. */
export type TrustProxy = false | number | string[];

/** Names proxy-addr knows for whole ranges of private addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string) => {
  if (NAMED_RANGES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || bits === undefined || rest.length > 0 || !/^\d{1,3}$/.test(bits))
    return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * Who may tell the client's address (X-Forwarded-For) and protocol (X-Forwarded-Proto): nobody
 * (`false`, `0`), the nearest N hops, or proxies at these addresses and networks. `true` (every
 * hop, so the left-most entry, which the client writes itself) is refused.
 */
export function trustedProxies(value: string, context: z.RefinementCtx): TrustProxy {
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  context.addIssue({
    code: 'custom',
    message:
      'must be a number of proxy hops (1 behind one proxy) or a list of proxy addresses and networks such as 10.0.0.0/8,127.0.0.1; "true" would let every client choose its own address',
  });
  return z.NEVER;
}
