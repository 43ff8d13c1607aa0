// Guards the federation contract: one shared definition, same singleton versions in every app.
import * as fs from 'fs';
import * as path from 'path';

const root = path.resolve(__dirname, '../../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const mfConfig = require('../index.js');

const APPS = ['shell', 'mf-companies', 'mf-billing', 'mf-hmrc', 'mf-technical', 'mf-settings'];

function readJson(file: string): any {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

describe('shared dependency definition', () => {
  const shared = mfConfig.shared();

  it('declares every required singleton with an explicit version and nothing eager', () => {
    for (const key of ['react', 'react/', 'react-dom', 'react-dom/', 'zustand', '@tanstack/react-query', '@app/router', '@app/session', '@app/api-client', '@app/ui', '@app/format', '@app/contracts']) {
      expect(shared[key]).toBeDefined();
      expect(shared[key].singleton).toBe(true);
      expect(shared[key].version).toMatch(/^\d+\.\d+\.\d+/);
      expect(shared[key].requiredVersion).toBe(shared[key].version);
      expect(shared[key].eager).not.toBe(true);
    }
  });

  it('shares the router through @app/router only: react-router itself is not shared (it could not be tree-shaken)', () => {
    expect(shared['react-router']).toBeUndefined();
    expect(shared['@app/router'].version).toBe(readJson(path.join(root, 'libs/router/package.json')).version);
  });

  it('reads npm singleton versions from the installed packages', () => {
    expect(shared.react.version).toBe(readJson(path.join(root, 'node_modules/react/package.json')).version);
    expect(shared['react-dom/'].version).toBe(readJson(path.join(root, 'node_modules/react-dom/package.json')).version);
  });

  it.each(APPS)('%s declares the same version of every shared npm singleton', (app) => {
    const pkg = readJson(path.join(root, app, 'package.json'));
    const deps = { ...pkg.devDependencies, ...pkg.dependencies };
    for (const name of mfConfig.SHARED_PACKAGES.filter((k: string) => !k.endsWith('/'))) {
      expect({ app, name, version: deps[name] }).toEqual({ app, name, version: shared[name].version });
    }
  });

  it('all apps agree with each other on every shared singleton (including libs)', () => {
    const seen: Record<string, Set<string>> = {};
    for (const app of APPS) {
      const pkg = readJson(path.join(root, app, 'package.json'));
      const deps = { ...pkg.devDependencies, ...pkg.dependencies };
      for (const name of Object.keys(shared)) {
        if (name.endsWith('/') || deps[name] === undefined) continue;
        (seen[name] ??= new Set()).add(deps[name]);
      }
    }
    for (const [name, versions] of Object.entries(seen)) {
      expect({ name, versions: [...versions] }).toEqual({ name, versions: [[...versions][0]] });
    }
  });

  it.each(APPS)('%s webpack.config.js uses createConfig from @app/mf-config', (app) => {
    const file = path.join(root, app, 'webpack.config.js');
    expect(fs.existsSync(file)).toBe(true);
    const source = fs.readFileSync(file, 'utf8');
    expect(source).toMatch(/require\(['"]@app\/mf-config['"]\)/);
    expect(source).toMatch(/createConfig\(/);
    expect(source).not.toMatch(/ModuleFederationPlugin|shared\s*:/);
  });

  it.each(APPS)('%s produces a config whose federation plugin uses the shared definition', (app) => {
    const file = path.join(root, app, 'webpack.config.js');
    // A webpack config is CommonJS loaded by its path at run time.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require(file);
    const plugin = config.plugins.find((p: any) => p && p.constructor && p.constructor.name === 'ModuleFederationPlugin');
    expect(plugin).toBeDefined();
    const options = plugin._options ?? plugin.options;
    expect(options.shared).toEqual(shared);
    expect(options.shareStrategy).toBe('loaded-first');
    expect(options.name).toBe(app.replace(/-/g, '_'));
    expect(options.remotes).toBeUndefined();
    expect(config.output.publicPath).toBe('auto');
  });
});
