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
type RouteOfRouter = { route: string; page: string; signedIn: boolean; customer: boolean };
function routesOfRouter(): RouteOfRouter[] {
  const source = fs.readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8');
  const found: RouteOfRouter[] = [{ route: pages.login, page: '', signedIn: false, customer: true }];
  // A screen for some roles only is `gated(STAFF | ADMIN, …)`: every other screen is a customer's too.
  const pattern = /path: pages\.(\w+),([^\n]*?)import\('\.\.\/([\w/-]+)'\)/g;
  for (const m of source.matchAll(pattern)) {
    const key = m[1] as keyof typeof pages;
    const page = `src/${m[3]}.tsx`;
    const customer = !/gated\(/.test(m[2] ?? '');
    found.push({ route: pages[key], page, signedIn: !['signup', 'forgotPassword', 'rate'].includes(key), customer });
  }
  // The print page is loaded by its route's own lazy function (it has no layout, but the catalogue).
  const print = /path: pages\.printRequest,[\s\S]*?import\('\.\.\/([\w/-]+)'\)/.exec(source);
  if (print) found.push({ route: pages.printRequest, page: `src/${print[1]}.tsx`, signedIn: true, customer: true });
  return found;
}

/** Issue 27: no route a customer can open carries more JavaScript than this (gzip, everything its first view loads). */
export const CUSTOMER_ROUTE_BUDGET_KB = 220;

/**
 * Gzip size of the JavaScript a browser loads to show a route: the entry, the route's chunk and their static
 * imports (what the browser fetches before the screen can paint); chunks loaded by `import()` when a dialog,
 * a staff part or a form's rules are wanted are not counted. `customer`: a customer can open the route.
 */
export function routeSizes(): { route: string; kb: number; customer: boolean }[] {
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
  return routesOfRouter().map(({ route, page, signedIn, customer }) => {
    if (page && !manifest[page]) throw new Error(`${page} (route ${route}) is not in the build's manifest`);
    const keys = [entry, page];
    if (signedIn && route !== pages.printRequest) keys.push(layout);
    if (signedIn && catalogue) keys.push(catalogue);
    return { route, kb: gz(closure(keys)) / 1024, customer };
  });
}
