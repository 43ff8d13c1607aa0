import { mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { brotliCompressSync, gzipSync } from 'zlib';
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
  writeFileSync(join(root, 'mf-companies', 'dist', 'chunk.0123456789abcdef0123.js'), '1');
  // A hashed chunk with the precompressed copies the production build writes beside it.
  const chunk = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(join(root, 'shell', 'dist', 'main.89abcdef0123456789ab.js'), chunk);
  writeFileSync(join(root, 'shell', 'dist', 'main.89abcdef0123456789ab.js.br'), brotliCompressSync(chunk));
  writeFileSync(join(root, 'shell', 'dist', 'main.89abcdef0123456789ab.js.gz'), gzipSync(chunk));
  return root;
}
