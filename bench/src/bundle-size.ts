import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string }
>;

/** Gzip size of the JavaScript a browser loads to show a route: the entry, the route's chunk and their imports. */
export function routeSizes(): { route: string; kb: number }[] {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) return [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const k of keys) {
      if (seen.has(k) || !manifest[k]) continue;
      seen.add(k);
      closure(manifest[k]?.imports ?? [], seen);
    }
    return seen;
  };
  const gz = (keys: Set<string>) =>
    [...keys].reduce(
      (sum, k) => sum + gzipSync(fs.readFileSync(path.join(dist, manifest[k]?.file as string))).length,
      0,
    );
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry) as string;
  const route = (src: string) => Object.keys(manifest).find((k) => k.endsWith(src));
  return [
    ['/login', 'features/auth/login-page.tsx'],
    ['/requestrepair', 'features/requests/request-list-page.tsx'],
    ['/requestrepair/add', 'features/requests/add-request-page.tsx'],
  ].map(([name, src]) => {
    const keys = [entry, route(src as string) as string];
    if (name !== '/login') keys.push(route('app/layout/app-layout.tsx') as string);
    return { route: name as string, kb: gz(closure(keys)) / 1024 };
  });
}
