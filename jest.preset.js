// Shared Jest configuration for every workspace. `kind` is 'node' (services, libs) or 'dom' (React apps, front-end libs).
// Tests always run against TypeScript sources: workspace packages are mapped to their src/ folders, so no build is needed.
const path = require('path');
const root = __dirname;

const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

const moduleNameMapper = {
  // Test helpers a service offers other packages' tests: `@app/service-<name>/testing` (src/testing.ts).
  '^@app/service-([^/]+)/testing$': path.join(root, 'services/$1/src/testing'),
  '^@app/service-(.*)$': path.join(root, 'services/$1/src'),
  '^@app/(contracts|format|router|session|api-client|ui|paye|nest-auth|nest-db|nest-common|nest-testing|nest-app|signalr-server|stripe-simulator|hmrc-simulator|govtalk)$': path.join(root, 'libs/$1/src'),
  '^@app/(contracts|format|router|session|api-client|ui|paye|nest-auth|nest-db|nest-common|nest-testing|nest-app|signalr-server|stripe-simulator|hmrc-simulator|govtalk)/(.*)$': path.join(root, 'libs/$1/src/$2'),
  '\\.(css|scss)$': path.join(root, 'libs/mf-config/jest/style-stub.js'),
};

module.exports = function preset(kind, overrides = {}) {
  const dom = kind === 'dom';
  return {
    testEnvironment: dom ? 'jsdom' : 'node',
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
    moduleNameMapper,
    moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/test/**/*.spec.ts', '<rootDir>/test/**/*.spec.tsx'],
    setupFilesAfterEnv: dom ? [path.join(root, 'libs/mf-config/jest/dom-setup.js')] : [],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...overrides,
  };
};
module.exports.swc = swc;
