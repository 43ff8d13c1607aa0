const { devServerPort } = require('./package.json');

module.exports = require('@app/mf-config').createConfig({
  name: 'mf-technical',
  dirname: __dirname,
  exposes: { './routes': './src/routes.tsx', './sections': './src/sections.ts' },
  port: devServerPort,
  isShell: false,
});
