#!/usr/bin/env node
// `npm run dev`: the gateway in watch mode (tsc -b --watch + node --watch) and every front-end dev server with hot
// reload. The gateway's /remotes.json is pointed at the remotes' dev servers, so the shell loads live code.
const { spawn, spawnSync } = require('child_process');
const { join } = require('path');

const root = join(__dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const remotes = { 'mf-companies': 3101, 'mf-billing': 3102, 'mf-hmrc': 3103, 'mf-technical': 3104, 'mf-settings': 3105 };
const gatewayPort = process.env.PORT ?? '3000';

const env = { ...process.env, PORT: gatewayPort, GATEWAY_URL: `http://localhost:${gatewayPort}` };
for (const [name, port] of Object.entries(remotes)) {
  env[`REMOTE_${name.replace(/-/g, '_').toUpperCase()}_URL`] = `http://localhost:${port}/mf-manifest.json`;
}

const build = spawnSync(bin('tsc'), ['-b', 'services/gateway/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn(bin('tsc'), ['-b', 'services/gateway/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit', env }),
  spawn(process.execPath, ['--watch', 'services/gateway/dist/main.js'], { cwd: root, stdio: 'inherit', env }),
  ...['shell', ...Object.keys(remotes)].map((app) =>
    spawn('npm', ['run', 'dev', '-w', app], { cwd: root, stdio: 'inherit', env }),
  ),
];
console.log(`Shell with hot reload: http://localhost:3100 (API and hub proxied to the gateway on ${gatewayPort})`);
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
