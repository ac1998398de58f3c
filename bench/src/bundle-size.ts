import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pages } from '@svc/contract';

const web = path.resolve(import.meta.dirname, '../../apps/web');
const dist = path.join(web, 'dist');
type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string }
>;

/**
 * Each route of the router with the page module it loads, read from `app/router.tsx` itself so that a new
 * screen is measured without being listed here: `{ path: pages.x, lazy: ...import('../features/…') }`.
 * Signed-in screens also load the layout and the English screens' catalogue (as the router does).
 */
function routesOfRouter(): { route: string; page: string; signedIn: boolean }[] {
  const source = fs.readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8');
  const found: { route: string; page: string; signedIn: boolean }[] = [
    { route: pages.login, page: '', signedIn: false },
  ];
  const pattern = /path: pages\.(\w+),[^\n]*?import\('\.\.\/([\w/-]+)'\)/g;
  for (const m of source.matchAll(pattern)) {
    const key = m[1] as keyof typeof pages;
    const page = `src/${m[2]}.tsx`;
    found.push({ route: pages[key], page, signedIn: !['signup', 'forgotPassword'].includes(key) });
  }
  // The print page is loaded by its route's own lazy function (it has no layout, but the catalogue).
  const print = /path: pages\.printRequest,[\s\S]*?import\('\.\.\/([\w/-]+)'\)/.exec(source);
  if (print) found.push({ route: pages.printRequest, page: `src/${print[1]}.tsx`, signedIn: true });
  return found;
}

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
  const layout = 'src/app/layout/app-layout.tsx';
  const catalogue = Object.keys(manifest).find((k) => k.endsWith('catalogue/en-app'));
  return routesOfRouter().map(({ route, page, signedIn }) => {
    if (page && !manifest[page]) throw new Error(`${page} (route ${route}) is not in the build's manifest`);
    const keys = [entry, page];
    if (signedIn && route !== pages.printRequest) keys.push(layout);
    if (signedIn && catalogue) keys.push(catalogue);
    return { route, kb: gz(closure(keys)) / 1024 };
  });
}
