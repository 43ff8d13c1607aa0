import { get } from 'http';
import { addressKind, allowPrivateTargets, checkOutboundHost, checkOutboundUrl, guardedLookup, OutboundTargetRefused, refusalOf } from './outbound';

describe('outbound targets', () => {
  it('classifies addresses, IPv4-mapped IPv6 as its IPv4 address', () => {
    expect(addressKind('169.254.169.254')).toBe('metadata');
    expect(addressKind('fd00:ec2::254')).toBe('metadata');
    expect(addressKind('169.254.10.1')).toBe('link-local');
    expect(addressKind('fe80::1')).toBe('link-local');
    expect(addressKind('::ffff:169.254.169.254')).toBe('metadata');
    expect(addressKind('127.0.0.1')).toBe('loopback');
    expect(addressKind('::1')).toBe('loopback');
    expect(addressKind('10.1.2.3')).toBe('private');
    expect(addressKind('172.20.0.1')).toBe('private');
    expect(addressKind('192.168.1.10')).toBe('private');
    expect(addressKind('fd12:3456::1')).toBe('private');
    expect(addressKind('0.0.0.0')).toBe('unspecified');
    expect(addressKind('239.1.1.1')).toBe('multicast');
    expect(addressKind('81.2.69.160')).toBe('public');
    expect(addressKind('2a00:1450:4009::1')).toBe('public');
  });

  it('never allows metadata or link-local; loopback and private only when allowed', () => {
    expect(refusalOf('169.254.169.254', true)).toBe('169.254.169.254 is a cloud metadata service: outbound connections there are refused');
    expect(refusalOf('fe80::1', true)).toMatch(/link-local/);
    expect(refusalOf('127.0.0.1', true)).toBeNull();
    expect(refusalOf('10.0.0.5', false)).toBe('10.0.0.5 is a private network address: outbound connections there are refused (set ALLOW_PRIVATE_TARGETS=true to allow it)');
    expect(refusalOf('81.2.69.160', false)).toBeNull();
  });

  it('checks literal addresses and resolved names, and answers the address to connect to', async () => {
    await expect(checkOutboundHost('169.254.169.254', true)).rejects.toBeInstanceOf(OutboundTargetRefused);
    await expect(checkOutboundHost('[::1]', false)).rejects.toThrow('::1 is a loopback address');
    await expect(checkOutboundHost('localhost', false)).rejects.toThrow(/^localhost resolves to .* is a loopback address/);
    await expect(checkOutboundHost('localhost', true)).resolves.toMatch(/^(127\.0\.0\.1|::1)$/);
    await expect(checkOutboundUrl('http://169.254.169.254/latest/meta-data/', true)).rejects.toThrow(/metadata/);
  });

  it('allows private targets by default outside production only', () => {
    expect(allowPrivateTargets({})).toBe(true);
    expect(allowPrivateTargets({ NODE_ENV: 'production' })).toBe(false);
    expect(allowPrivateTargets({ NODE_ENV: 'production', ALLOW_PRIVATE_TARGETS: 'true' })).toBe(true);
    expect(allowPrivateTargets({ ALLOW_PRIVATE_TARGETS: 'false' })).toBe(false);
  });

  it('guards an http agent at connection time', async () => {
    const attempt = (allow: boolean) =>
      new Promise<string>((resolve) => {
        const req = get({ host: 'localhost', port: 9, path: '/', lookup: guardedLookup(allow) as never }, () => resolve('answered'));
        req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
      });
    expect(await attempt(false)).toBe('EREFUSEDTARGET');
    expect(await attempt(true)).toBe('ECONNREFUSED'); // allowed: it really tried the (closed) port
  });
});
