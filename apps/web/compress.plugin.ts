import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at the highest
 * levels: the server sends them as they are (@fastify/static `preCompressed`) instead of compressing each
 * reply. The index bundle goes from 319 kB to about 90 kB on the wire.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const full = path.join(dir, e.name);
          return e.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const data = fs.readFileSync(file);
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}
