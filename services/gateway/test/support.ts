import { mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

/** A fake build output: shell/dist and mf-companies/dist, as `npm run build` leaves them. */
export function fakeStaticRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'gateway-static-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(root, 'shell', 'dist', 'main.123.js'), 'console.log("shell")');
  mkdirSync(join(root, 'mf-companies', 'dist'), { recursive: true });
  writeFileSync(join(root, 'mf-companies', 'dist', 'mf-manifest.json'), '{"name":"mf_companies"}');
  writeFileSync(join(root, 'mf-companies', 'dist', 'chunk.abc.js'), '1');
  return root;
}
