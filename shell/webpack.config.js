const { devServerPort } = require('./package.json');

module.exports = require('@app/mf-config').createConfig({
  name: 'shell',
  dirname: __dirname,
  exposes: {},
  port: devServerPort,
  isShell: true,
});
