import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, AppMsg, Code } from '@svc/contract';
import type { FastifyInstance } from 'fastify';

/**
 * The texts of the inline scripts of the built index.html (its `<script>` without attributes): the security
 * headers allow exactly these by their hashes, read from the file that is served, so the two cannot part.
 */
export function inlineScriptsOf(dist: string): string[] {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return [];
  return [...fs.readFileSync(index, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
}

/**
 * Serves the built React app when there is one; any other GET (or HEAD, which answers as GET without the
 * body: link checkers and monitors ask it) outside /api answers index.html so that client routes survive a
 * reload. Everything else unknown answers a 404 body.
 */
export function registerWebApp(app: FastifyInstance, dist: string) {
  const hasWeb = fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb)
    app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz copies (apps/web/compress.plugin.ts): sent as they are.
      preCompressed: true,
      // Hashed names never change content: a year, no revalidation. Everything else is checked each time.
      setHeaders: (reply, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  app.setNotFoundHandler((req, reply) => {
    if (hasWeb && (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith(API_PREFIX)) {
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ status: Code.notFound, message: AppMsg.notFound });
  });
}
