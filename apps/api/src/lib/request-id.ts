import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';

export const REQUEST_ID_HEADER = 'x-request-id';

/** `TRUST_PROXY` as the configuration reads it: no proxy, a hop count, or proxy addresses. */
type TrustProxy = false | number | readonly string[];

/** What an incoming id may be: short, and of characters that need no escaping in a log or header. */
const WELL_FORMED = /^[A-Za-z0-9._:+=/-]{1,128}$/;

export const isWellFormedRequestId = (value: unknown): value is string =>
  typeof value === 'string' && WELL_FORMED.test(value);

/** The networks proxy-addr names, as `TRUST_PROXY` may give them. */
const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

const familyOf = (address: string) => (isIPv4(address) ? 'ipv4' : 'ipv6');

function proxiesOf(entries: readonly string[]) {
  const list = new BlockList();
  for (const entry of entries) {
    const named = NAMED_RANGES[entry];
    if (named) {
      for (const [network, bits, family] of named) list.addSubnet(network, bits, family);
      continue;
    }
    const [address = '', bits] = entry.split('/');
    if (bits === undefined) list.addAddress(address, familyOf(address));
    else list.addSubnet(address, Number(bits), familyOf(address));
  }
  return (peer: string) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(peer)?.[1];
    const address = mapped ?? peer;
    return list.check(address, familyOf(address));
  };
}

/**
 * Whether the peer of a connection may name the request's id: anyone when no proxy is configured
 * (the client is the peer), otherwise only a proxy `TRUST_PROXY` trusts, so that a client that
 * reaches the process around the proxies cannot plant ids in its logs.
 */
function peerMayName(trust: TrustProxy): (peer: string | undefined) => boolean {
  if (trust === false) return () => true;
  if (typeof trust === 'number') return () => trust >= 1;
  const isProxy = proxiesOf(trust);
  return (peer) => peer !== undefined && isProxy(peer);
}

/**
 * Fastify's `genReqId`: the incoming `X-Request-Id` when it is well formed and its sender may
 * name it, otherwise a new random id.
 */
export function requestIds(trust: TrustProxy) {
  const mayName = peerMayName(trust);
  return (request: IncomingMessage) => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (isWellFormedRequestId(given) && mayName(request.socket?.remoteAddress)) return given;
    return randomUUID();
  };
}
