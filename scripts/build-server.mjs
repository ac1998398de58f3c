// Bundles the API server into apps/server/dist for production: the workspace's TypeScript (the server and
// the contract) is compiled in; every npm package stays an import. Running the bundle saves the memory and
// start time of compiling TypeScript at run time (tsx), which tests and development still use.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'apps/server/src/main.ts',
    migrate: 'apps/server/src/cli/migrate.ts',
    seed: 'apps/server/src/cli/seed.ts',
    // Started by the embedded database as a worker thread, from beside the bundle.
    'pglite.worker': 'apps/server/src/db/embedded/pglite.worker.js',
  },
  outdir: 'apps/server/dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-stay-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@svc/') ? undefined : { external: true }));
      },
    },
  ],
});
console.log('server built: apps/server/dist/main.js');

// The tracking page's script (decision 056): the server writes the page; this small file, beside the web
// app's build, is fetched only when the customer asks for a code. With its compressed copies, as the rest.
const trackScript = 'apps/web/dist/t/actions.js';
await build({
  entryPoints: ['apps/web/src/track-script/track-actions.ts'],
  outfile: trackScript,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  logLevel: 'warning',
});
const source = fs.readFileSync(trackScript);
fs.writeFileSync(`${trackScript}.gz`, zlib.gzipSync(source, { level: 9 }));
fs.writeFileSync(`${trackScript}.br`, zlib.brotliCompressSync(source));
console.log(`tracking script built: ${trackScript} (${source.length} B, ${zlib.gzipSync(source).length} B gzip)`);

// The tracking page's Tamil fonts (decision 095): the app's own Noto Sans Tamil (its Tamil letters only),
// regular and bold, beside the script, with the font's licence. Served as they are: woff2 is compressed.
const fonts = 'node_modules/@fontsource/noto-sans-tamil';
for (const weight of [400, 700]) {
  fs.copyFileSync(
    `${fonts}/files/noto-sans-tamil-tamil-${weight}-normal.woff2`,
    `apps/web/dist/t/noto-sans-tamil-${weight}.woff2`,
  );
}
fs.copyFileSync(`${fonts}/LICENSE`, 'apps/web/dist/t/noto-sans-tamil-LICENSE.txt');
console.log('tracking page fonts copied: apps/web/dist/t/noto-sans-tamil-{400,700}.woff2');
