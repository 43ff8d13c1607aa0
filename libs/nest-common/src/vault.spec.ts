import { mkdtempSync, readFileSync, statSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { randomBytes } from 'crypto';
import { Vault } from './vault';

describe('Vault', () => {
  it('round-trips strings with a fresh IV each time and rejects tampering', () => {
    const vault = new Vault(randomBytes(32));
    const a = vault.encrypt('s3cret £ ünïcode');
    const b = vault.encrypt('s3cret £ ünïcode');
    expect(a).not.toBe(b);
    expect(a).not.toContain('s3cret');
    expect(vault.decrypt(a)).toBe('s3cret £ ünïcode');
    const [prefix, iv, tag, data] = a.split(':');
    const flipped = Buffer.from(data, 'base64');
    flipped[0] ^= 1;
    expect(() => vault.decrypt([prefix, iv, tag, flipped.toString('base64')].join(':'))).toThrow();
    expect(() => new Vault(randomBytes(32)).decrypt(a)).toThrow();
    expect(vault.canary()).toBe(true);
  });

  it('takes ENCRYPTION_KEY as hex or base64 and refuses a wrong length', () => {
    const key = randomBytes(32);
    const sealed = Vault.fromEnv({ ENCRYPTION_KEY: key.toString('hex') }).encrypt('x');
    expect(Vault.fromEnv({ ENCRYPTION_KEY: key.toString('base64') }).decrypt(sealed)).toBe('x');
    expect(() => Vault.fromEnv({ ENCRYPTION_KEY: 'too-short' })).toThrow(/32 bytes/);
  });

  it('generates the key file once in DATA_DIR with mode 0600 and reuses it', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'vault-')), 'nested');
    const sealed = Vault.fromEnv({ DATA_DIR: dir }).encrypt('kept');
    const file = join(dir, 'encryption.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toHaveLength(32);
    expect(Vault.fromEnv({ DATA_DIR: dir }).decrypt(sealed)).toBe('kept');
  });
});
