#!/usr/bin/env node
// Builds the apps `npm start` serves. Without --all only the apps whose build output is missing are built,
// so a second `npm start` starts at once; with --all Nx rebuilds whatever changed (its cache skips the rest).
const { existsSync } = require('fs');
const { join } = require('path');
const { spawnSync } = require('child_process');

const root = join(__dirname, '..');
const outputs = {
  '@app/service-gateway': 'services/gateway/dist/main.js',
  shell: 'shell/dist/index.html',
  'mf-companies': 'mf-companies/dist/mf-manifest.json',
  'mf-billing': 'mf-billing/dist/mf-manifest.json',
  'mf-hmrc': 'mf-hmrc/dist/mf-manifest.json',
  'mf-technical': 'mf-technical/dist/mf-manifest.json',
  'mf-settings': 'mf-settings/dist/mf-manifest.json',
};

function buildMissing({ all = false } = {}) {
  const projects = Object.entries(outputs)
    .filter(([, file]) => all || !existsSync(join(root, file)))
    .map(([name]) => name);
  if (projects.length === 0) return;
  console.log(`Building ${projects.join(', ')} (first run takes a few minutes)...`);
  const nx = join(root, 'node_modules', '.bin', 'nx');
  const result = spawnSync(nx, ['run-many', '-t', 'build', '-p', ...projects, '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (result.status !== 0) {
    console.error('Build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

module.exports = { buildMissing, outputs };
if (require.main === module) buildMissing({ all: process.argv.includes('--all') });
