import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'fs';
import { dirname } from 'path';

/**
 * Reads a secret from `file`, creating it (mode 0600) with `generate()` on first use. The `wx` flag makes a
 * concurrent first start by a second process fail instead of overwriting, after which we read the winner's.
 */
export function readOrCreateSecretFile(file: string, generate: () => string): string {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, generate(), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
