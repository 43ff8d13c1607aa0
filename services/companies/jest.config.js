module.exports = require('../../jest.preset.js')('node', {
  displayName: 'companies',
  ...require('../../libs/nest-testing/jest-db.js'),
});
