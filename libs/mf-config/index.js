// The one webpack 5 + Module Federation config factory used by the shell and every remote.
// Plain CommonJS: webpack.config.js of each app is
//   module.exports = require('@app/mf-config').createConfig({ name, dirname, exposes, port, isShell })
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '../..');
/** What the builds precompress: scripts, styles, the page and manifests (never source maps, already small files skipped). */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/** Installed version of an npm package (read from its package.json as resolved from the workspace root). */
function installedVersion(pkg) {
  return require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;
}

/** Version of a front-end workspace lib (libs/<folder>/package.json). */
function libVersion(folder) {
  return require(path.join(root, 'libs', folder, 'package.json')).version;
}

/** npm packages shared as singletons (bare name + trailing-slash subpath prefix where needed). */
// @tanstack/react-query: one copy, so a remote's QueryClientProvider and its hooks share one React context.
const SHARED_PACKAGES = ['react', 'react/', 'react-dom', 'react-dom/', 'zustand', '@tanstack/react-query'];
/** Front-end workspace libs shared as singletons: package name -> folder under libs/. */
// @app/router: the part of react-router the apps use, one router context for all (shared whole, react-router could not
// be tree-shaken).
const SHARED_LIBS = {
  '@app/router': 'router',
  '@app/session': 'session',
  '@app/api-client': 'api-client',
  '@app/ui': 'ui',
  '@app/format': 'format',
  '@app/contracts': 'contracts',
};

/**
 * The ONE shared-dependency definition. Every entry is a singleton with an explicit version;
 * nothing is eager (every app enters through import('./bootstrap')).
 */
function shared() {
  const result = {};
  for (const key of SHARED_PACKAGES) {
    const version = installedVersion(key.replace(/\/$/, ''));
    result[key] = { singleton: true, version, requiredVersion: version, eager: false };
  }
  for (const [pkg, folder] of Object.entries(SHARED_LIBS)) {
    const version = libVersion(folder);
    result[pkg] = { singleton: true, version, requiredVersion: version, eager: false };
  }
  return result;
}

/** 'mf-companies' -> 'mf_companies' (container names use underscores). */
function containerName(name) {
  return name.replace(/-/g, '_');
}

/**
 * The SECTIONS a remote's `./sections` module declares, read at build time (the module is plain data with type-only
 * imports: swc strips the types). They go into the remote's mf-manifest.json (`metaData.adminSections`), so the shell
 * builds its navigation from the manifests, a few hundred bytes of JSON, without downloading every remote's code.
 */
function declaredSections(file) {
  const fs = require('fs');
  const { transformSync } = require('@swc/core');
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), { filename: file, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', code)(module, module.exports, () => {
    throw new Error(`${file} must hold data only (no run-time imports): it is read at build time`);
  });
  if (!Array.isArray(module.exports.SECTIONS)) throw new Error(`${file} must export a SECTIONS list`);
  return module.exports.SECTIONS;
}

/**
 * @param {{ name: string, dirname: string, exposes?: Record<string,string>, port: number, isShell?: boolean }} options
 */
function createConfig({ name, dirname, exposes = {}, port, isShell = false }) {
  const isServe = process.env.WEBPACK_SERVE === 'true' || process.argv.includes('serve');
  const production = !isServe && (process.env.NODE_ENV === 'production' || process.argv.includes('production'));
  const gateway = process.env.GATEWAY_URL || 'http://localhost:3000';
  const container = containerName(name);
  const sections = exposes['./sections'] ? declaredSections(path.resolve(dirname, exposes['./sections'])) : undefined;

  return {
    mode: production ? 'production' : 'development',
    context: dirname,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath: 'auto',
      uniqueName: container,
      filename: production ? '[name].[contenthash].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      // Workspace libs declare "source": "src/index.ts": bundle their TypeScript sources.
      mainFields: ['source', 'browser', 'module', 'main'],
    },
    module: {
      rules: [
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: container,
        filename: 'remoteEntry.js',
        exposes,
        // No build-time remotes: the shell registers them at run time from /remotes.json.
        shared: shared(),
        shareStrategy: 'loaded-first',
        manifest: sections
          ? {
              additionalData: ({ stats }) => {
                stats.metaData.adminSections = sections;
                return stats;
              },
            }
          : true,
        dts: false,
        ...(production ? { experiments: isShell ? { provideExternalRuntime: true } : { externalRuntime: true } } : {}),
      }),
      // The shell's page, or the remote's standalone dev harness page.
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: isShell ? 'Admin Back-Office' : `${name} (standalone)`,
        // Absolute so that deep links (/admin/companies/...) load the bundle from the app root.
        publicPath: '/',
      }),
      ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash].css' })] : []),
      // Precompressed copies (brotli and gzip) beside each file: the gateway serves them by Accept-Encoding.
      ...(production
        ? [
            new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9 }),
            new CompressionPlugin({
              test: COMPRESSIBLE,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 1024,
              minRatio: 0.9,
            }),
          ]
        : []),
    ],
    optimization: {
      // Never runtimeChunk: 'single' (breaks remotes).
      runtimeChunk: false,
    },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: true,
      static: false,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, PATCH, OPTIONS',
        'Access-Control-Allow-Headers': 'X-Requested-With, content-type, Authorization',
      },
      proxy: [
        { context: ['/notificationHub'], target: gateway, ws: true, changeOrigin: true },
        { context: ['/api', '/remotes.json', '/remotes'], target: gateway, changeOrigin: true },
      ],
    },
  };
}

module.exports = { createConfig, shared, containerName, SHARED_PACKAGES, SHARED_LIBS };
