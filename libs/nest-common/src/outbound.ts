import { lookup } from 'dns/promises';
import { BlockList, isIP } from 'net';

/**
 * Outbound targets chosen by an admin (SMTP hosts, HMRC URLs) or an operator (the Stripe URL) must never reach
 * cloud metadata services or link-local addresses, and reach loopback and private networks only when the operator
 * allows it (ALLOW_PRIVATE_TARGETS; on by default outside production, where relays and simulators are local).
 */
export type AddressKind = 'metadata' | 'link-local' | 'unspecified' | 'multicast' | 'loopback' | 'private' | 'public';

const METADATA = new Set(['169.254.169.254', '169.254.170.2', '100.100.100.200', 'fd00:ec2::254']);

function blocks(ranges: [string, number, 'ipv4' | 'ipv6'][]): BlockList {
  const list = new BlockList();
  for (const [network, prefix, family] of ranges) list.addSubnet(network, prefix, family);
  return list;
}
const RANGES: [Exclude<AddressKind, 'metadata' | 'public'>, BlockList][] = [
  ['unspecified', blocks([['0.0.0.0', 8, 'ipv4'], ['::', 128, 'ipv6']])],
  ['link-local', blocks([['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']])],
  ['multicast', blocks([['224.0.0.0', 4, 'ipv4'], ['240.0.0.0', 4, 'ipv4'], ['ff00::', 8, 'ipv6']])],
  ['loopback', blocks([['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']])],
  [
    'private',
    blocks([
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['100.64.0.0', 10, 'ipv4'],
      ['fc00::', 7, 'ipv6'],
    ]),
  ],
];

/** What kind of address an IP literal is (an IPv4-mapped IPv6 address counts as its IPv4 address). */
export function addressKind(ip: string): AddressKind {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1] : ip;
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (METADATA.has(address.toLowerCase())) return 'metadata';
  for (const [kind, list] of RANGES) if (list.check(address, family)) return kind;
  return 'public';
}

export class OutboundTargetRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundTargetRefused';
  }
}

const WORDS: Record<Exclude<AddressKind, 'public'>, string> = {
  metadata: 'a cloud metadata service',
  'link-local': 'a link-local address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  loopback: 'a loopback address',
  private: 'a private network address',
};

/** Why an address may not be connected to under the policy, or null when it may. */
export function refusalOf(ip: string, allowPrivate: boolean): string | null {
  const kind = addressKind(ip);
  if (kind === 'public') return null;
  if ((kind === 'loopback' || kind === 'private') && allowPrivate) return null;
  const hint = kind === 'loopback' || kind === 'private' ? ' (set ALLOW_PRIVATE_TARGETS=true to allow it)' : '';
  return `${ip} is ${WORDS[kind]}: outbound connections there are refused${hint}`;
}

/**
 * Resolves `host` and answers the address to connect to, or throws OutboundTargetRefused when any of its addresses
 * is refused (a name with one bad address among good ones is refused whole: DNS could hand out either). Connect to
 * the answered address, not the name, so a second lookup cannot give another one.
 */
export async function checkOutboundHost(host: string, allowPrivate: boolean): Promise<string> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(bare) ? [bare] : (await lookup(bare, { all: true, verbatim: true })).map((a) => a.address);
  for (const address of addresses) {
    const refusal = refusalOf(address, allowPrivate);
    if (refusal) throw new OutboundTargetRefused(isIP(bare) ? refusal : `${host} resolves to ${refusal}`);
  }
  return addresses[0];
}

/** The same check for a URL's host. */
export function checkOutboundUrl(url: string, allowPrivate: boolean): Promise<string> {
  return checkOutboundHost(new URL(url).hostname, allowPrivate);
}

/** ALLOW_PRIVATE_TARGETS: `true`/`false`; unset means allowed outside production only. */
export function allowPrivateTargets(env: NodeJS.ProcessEnv): boolean {
  if (env.ALLOW_PRIVATE_TARGETS === 'true') return true;
  if (env.ALLOW_PRIVATE_TARGETS === 'false') return false;
  return env.NODE_ENV !== 'production';
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | { address: string; family: number }[], family?: number) => void;

/**
 * A `lookup` for Node's http(s) agents and sockets that refuses what checkOutboundHost refuses, at connection time
 * (so a name cannot resolve to an allowed address when checked and a refused one when connected).
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number } | number | undefined, callback: LookupCallback): void => {
    const opts = typeof options === 'object' && options ? options : {};
    dnsLookupAll(hostname, opts.family).then(
      (addresses) => {
        for (const a of addresses) {
          const refusal = refusalOf(a.address, allowPrivate);
          if (refusal) return callback(Object.assign(new OutboundTargetRefused(`${hostname} resolves to ${refusal}`), { code: 'EREFUSEDTARGET' }), '');
        }
        if (opts.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

async function dnsLookupAll(hostname: string, family?: number): Promise<{ address: string; family: number }[]> {
  return lookup(hostname, { all: true, verbatim: true, ...(family ? { family } : {}) });
}
