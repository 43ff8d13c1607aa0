module.exports = require('../../jest.preset.js')('node', { displayName: 'nest-app' });
