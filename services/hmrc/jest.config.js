module.exports = require('../../jest.preset.js')('node', {
  displayName: 'hmrc',
  ...require('../../libs/nest-testing/jest-db.js'),
});
