import { createCipheriv, createDecipheriv, randomBytes } from 'crypto';
import { join } from 'path';
import { dataDir, decodeKey } from './config';
import { readOrCreateSecretFile } from './secret-file';

const PREFIX = 'v1';

/** AES-256-GCM encryption of secrets at rest. Ciphertext format: `v1:<iv>:<tag>:<data>` (base64 parts). */
export class Vault {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('Vault key must be 32 bytes');
  }

  /** Key from ENCRYPTION_KEY, else from `${DATA_DIR}/encryption.key` (generated once, mode 0600). */
  static fromEnv(env: NodeJS.ProcessEnv): Vault {
    if (env.ENCRYPTION_KEY) {
      const key = decodeKey(env.ENCRYPTION_KEY);
      if (!key) throw new Error('ENCRYPTION_KEY must be 32 bytes, base64 or hex encoded');
      return new Vault(key);
    }
    const file = join(dataDir(env), 'encryption.key');
    const key = decodeKey(readOrCreateSecretFile(file, () => randomBytes(32).toString('base64')));
    if (!key) throw new Error(`${file} does not hold a 32-byte base64 key`);
    return new Vault(key);
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [PREFIX, iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64'))).join(':');
  }

  decrypt(sealed: string): string {
    const [prefix, iv, tag, data] = sealed.split(':');
    if (prefix !== PREFIX || !iv || !tag || data === undefined) throw new Error('Not a vault ciphertext');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  }

  /** True when a fresh round trip works (used by the technical status page). */
  canary(): boolean {
    const probe = randomBytes(8).toString('hex');
    try {
      return this.decrypt(this.encrypt(probe)) === probe;
    } catch {
      return false;
    }
  }
}
