// ESLint (flat config, typescript-eslint without type information so it stays fast). Besides the recommended
// rules it enforces the module boundaries of docs/conventions.md with import zones (no-restricted-imports):
// - a feature service never imports another `@app/service-*`; only services/gateway composes them, and a test
//   may import a service only when its package declares it;
// - production code never imports test helpers (`@app/nest-testing`, `@app/<pkg>/testing`);
// - libs/ui never imports the API client (screens fetch, components render);
// - only libs/router imports react-router (every app shares that one router).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A package's src/testing/ folder is test support (shared by its specs): it may use other packages' test helpers.
const TEST_FILES = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.test.ts', '**/*.test.tsx', '**/src/testing/**'];
const TESTING = { group: ['@app/nest-testing', '@app/nest-testing/*', '@app/*/testing', '@app/*/testing/*'], message: 'Test helpers stay out of production code.' };
const ANY_SERVICE = { group: ['@app/service-*'], message: 'A feature module never imports another one: go through a port in libs/ or an event (only services/gateway composes modules).' };
const API_CLIENT = { name: '@app/api-client', message: 'libs/ui renders; screens (mf-*, shell) call the API.' };
const REACT_ROUTER = { name: 'react-router', message: "Import from '@app/router': the one shared router (react-router itself would be a second copy, with its own context)." };

/** Workspace packages: folder and package.json. */
const packages = ['libs', 'services']
  .flatMap((parent) => readdirSync(parent).map((name) => `${parent}/${name}`))
  .concat(['shell', 'mf-companies', 'mf-billing', 'mf-hmrc', 'mf-technical', 'mf-settings', 'e2e', 'bench'])
  .filter((dir) => existsSync(`${dir}/package.json`))
  .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) }));
const services = packages.filter((p) => p.dir.startsWith('services/')).map((p) => p.pkg.name);

const restrict = (files, ignores, paths, patterns) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
});

/** One zone per package: its production files, then its tests (which may use what the package declares). */
const zones = packages.flatMap(({ dir, pkg }) => {
  const declared = new Set(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }));
  const undeclaredServices = services
    .filter((s) => s !== pkg.name && !declared.has(s))
    .map((name) => ({ name, message: `${pkg.name} does not declare ${name}: declare it (tests) or go through a port.` }));
  const ui = [...(dir === 'libs/ui' ? [API_CLIENT] : []), ...(dir === 'libs/router' ? [] : [REACT_ROUTER])];
  const isGateway = dir === 'services/gateway';
  const isTestLib = dir === 'libs/nest-testing' || dir === 'e2e' || dir === 'bench';
  const production = restrict(
    [`${dir}/src/**/*.{ts,tsx}`],
    TEST_FILES,
    [...ui, ...(isGateway ? undeclaredServices : [])],
    [...(isGateway ? [] : [ANY_SERVICE]), ...(isTestLib ? [] : [TESTING])],
  );
  const tests = restrict(
    [`${dir}/test/**/*.{ts,tsx}`, ...TEST_FILES.map((f) => `${dir}/${f}`)],
    [],
    [...ui, ...undeclaredServices],
    [],
  );
  return [production, tests];
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', '.nx/**', 'e2e/artifacts/**', 'bench/results/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['shell/**', 'mf-*/**', 'libs/ui/**', 'libs/session/**', 'libs/api-client/**', 'libs/format/**', 'libs/mf-config/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests and test support may use `any` for wire payloads they assert on.
    files: ['**/test/**', ...TEST_FILES],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...zones,
);
