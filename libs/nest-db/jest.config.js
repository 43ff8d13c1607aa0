// PGlite loads its WebAssembly through a dynamic import(), which Jest's VM only allows with
// --experimental-vm-modules (set by this package's test script); the API tests avoid it by starting PGlite in globalSetup.
module.exports = require('../../jest.preset.js')('node', { displayName: 'nest-db', testTimeout: 60000 });
