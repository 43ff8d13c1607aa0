module.exports = require('../../jest.preset.js')('node', {
  displayName: 'technical',
  ...require('../../libs/nest-testing/jest-db.js'),
});
