#!/usr/bin/env node
// `npm start`: build what is missing, then run the whole product (API, hub, shell, remotes) in one process.
const { join } = require('path');
const { spawn } = require('child_process');
const { buildMissing } = require('./build-missing');

buildMissing();
const gateway = spawn(process.execPath, [join(__dirname, '..', 'services', 'gateway', 'dist', 'main.js')], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => gateway.kill(signal));
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
