import { BlockList, isIP } from 'node:net';
import { Server } from 'node:http';
import { getEnv } from '../env';

/**
 * Where a sign-in comes from, as the server saw it. `next start` fills X-Forwarded-For from the socket
 * only when the request carries none (`??=` in Next's base server), so a client talking to it
 * directly chooses that header: it cannot be the address a limit counts. The connection's own
 * address is stamped on every request here instead, under a name the client's copy is overwritten
 * by, and X-Forwarded-For is read only as far as trusted proxies (TRUSTED_PROXIES) vouch for it.
 */
export const connectionAddressHeader = 'x-medivia-connection-address';

/**
 * The origin the connection reached (`http://127.0.0.1:3000`): the socket's own address and port,
 * which no client writes. Without SERVER_URL (development), the origin of links in mail.
 */
export const listenOriginHeader = 'x-medivia-listen-origin';

/** Headers a reverse proxy writes: believed only from TRUSTED_PROXIES, dropped from anybody else. */
export const forwardedHeaders = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
] as const;

const stamped = Symbol.for('medivia.connectionAddressStamped');

interface IncomingRequest {
  headers: Record<string, unknown>;
  socket?: { remoteAddress?: string; localAddress?: string; localPort?: number };
}

/**
 * What a request says of where it comes from and what it reached, made true before anything reads
 * it: its connection's address and the origin it reached are stamped on it (over any copy the
 * client sent), and X-Forwarded-* is dropped unless the connection is a trusted proxy's. Next then
 * fills X-Forwarded-For, -Host and -Proto from the socket and the Host header, as without a proxy.
 */
export function stampRequest(request: IncomingRequest, trusted: TrustedProxies): void {
  const remote = request.socket?.remoteAddress ?? 'unknown';
  request.headers[connectionAddressHeader] = remote;
  const local = request.socket?.localAddress;
  const port = request.socket?.localPort;
  if (local && port) {
    const host = normalizeAddress(local);
    request.headers[listenOriginHeader] = `http://${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
  } else delete request.headers[listenOriginHeader];
  if (!trusted.has(remote)) for (const name of forwardedHeaders) delete request.headers[name];
}

/**
 * Makes the Node HTTP server of this process stamp each request (stampRequest; called once from the
 * app's instrumentation, before the first request). Idempotent.
 */
export function stampConnectionAddresses(): void {
  const prototype = Server.prototype as Server & { [stamped]?: boolean };
  if (prototype[stamped]) return;
  prototype[stamped] = true;
  const emit = prototype.emit;
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      stampRequest(args[0] as IncomingRequest, configuredProxies());
    }
    return (emit as (event: string | symbol, ...args: unknown[]) => boolean).call(
      this,
      event,
      ...args,
    );
  } as Server['emit'];
}

/** `::ffff:127.0.0.2` (an IPv4 client on a dual-stack socket) is 127.0.0.2. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

/** The proxies whose X-Forwarded-For entries are believed: addresses and CIDR blocks (TRUSTED_PROXIES). */
export interface TrustedProxies {
  has(address: string): boolean;
}

export function trustedProxies(list: readonly string[]): TrustedProxies {
  const blocks = new BlockList();
  for (const entry of list) {
    const [address, bits] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or CIDR block`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) blocks.addAddress(address!, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32)) {
        throw new Error(`TRUSTED_PROXIES: "${entry}" has no valid prefix length`);
      }
      blocks.addSubnet(address!, prefix, type);
    }
  }
  return {
    has(address) {
      const normalized = normalizeAddress(address);
      const family = isIP(normalized);
      return family !== 0 && blocks.check(normalized, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/**
 * The client's address: the connection's, or, while that is a trusted proxy, the next hop leftwards
 * in X-Forwarded-For (each proxy appends the address it was connected from), so the first address
 * no trusted proxy stands for. Without the stamp (a server this module did not hook) the right-most
 * X-Forwarded-For entry, which Next sets from the socket when the client sent none.
 */
export function signInAddress(headers: Headers, trusted: TrustedProxies): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const stampedAddress = headers.get(connectionAddressHeader);
  let address = normalizeAddress(stampedAddress ?? hops.pop() ?? 'unknown');
  while (trusted.has(address) && hops.length > 0) address = normalizeAddress(hops.pop()!);
  return address;
}

let configured: { list: string; proxies: TrustedProxies } | undefined;

/** The proxies TRUSTED_PROXIES names (read once per value). */
function configuredProxies(): TrustedProxies {
  const list = getEnv().TRUSTED_PROXIES;
  if (configured?.list !== list.join(',')) {
    configured = { list: list.join(','), proxies: trustedProxies(list) };
  }
  return configured.proxies;
}

/** The client address of a request, with the proxies TRUSTED_PROXIES names. */
export function requestAddress(headers: Headers): string {
  return signInAddress(headers, configuredProxies());
}
