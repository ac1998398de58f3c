import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:catalogue/';
const src = path.resolve(import.meta.dirname, 'src');
const dir = path.join(src, 'i18n/catalogues');

/** The catalogues whose texts may be the staff screens' alone: every part of the signed-in one. */
const STAFF_CANDIDATES = fs.readdirSync(dir).filter((f) => /^en-[a-z-]+\.ts$/.test(f));
/** Files only staff screens load; the setup checklist is also shown on the request list (to the admin). */
const STAFF_FILES = /^features[\\/](desk|admin)[\\/]/;
const SHARED_EXCEPTIONS = /^features[\\/]admin[\\/](setup-checklist|index)\.tsx?$/;

const sourcesOf = (d: string): string[] =>
  fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(d, e.name);
    if (e.isDirectory()) return p === dir ? [] : sourcesOf(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });

/**
 * The keys of the signed-in catalogue only staff screens use (decision 079): written in a staff catalogue
 * and named, quoted, by no file a customer's screen can load, nor matched by a key such a file builds
 * (`status_${…}`). They go in the `staff` part, which only a staff session loads, so each text added for
 * the desk no longer weighs on every customer screen.
 */
export function staffOnlyKeys(): Set<string> {
  const candidates = STAFF_CANDIDATES.flatMap((f) =>
    [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/^ {2}([A-Za-z_]\w*):/gm)].map((m) => m[1] as string),
  );
  const shared = sourcesOf(src)
    .filter((f) => {
      const rel = path.relative(src, f);
      return !STAFF_FILES.test(rel) || SHARED_EXCEPTIONS.test(rel);
    })
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('\n');
  const prefixes = [...shared.matchAll(/`([A-Za-z_]\w*?)\$\{/g)].map((m) => m[1] as string);
  const quoted = (k: string) => new RegExp(`['"\`]${k}['"\`]`).test(shared);
  // A count's two forms (`weekOf_one`, `weekOf_other`) are named by their base: `tCount('weekOf', n)`.
  const named = (k: string) => quoted(k) || quoted(k.replace(/_(one|other)$/, ''));
  return new Set(candidates.filter((k) => !named(k) && !prefixes.some((p) => k.startsWith(p))));
}

/**
 * `import messages from 'virtual:catalogue/ta'`: the catalogue `src/i18n/catalogues/ta.ts` (ICU messages
 * by key) compiled by Lingui's own compiler at build time, so the browser carries no message parser.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'compiled-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      if (!/^[a-z-]+$/.test(name)) throw new Error(`no catalogue ${name}`);
      // `en-staff` and `ta-staff` are the staff-only keys of `en-app` and `ta-app`; those leave them out.
      const staffPart = name.endsWith('-staff');
      const file = path.join(dir, `${staffPart ? name.replace(/-staff$/, '-app') : name}.ts`);
      this.addWatchFile(file);
      const mod = (await tsImport(file, import.meta.url)) as { messages: Record<string, string> };
      const staff = name.endsWith('-app') || staffPart ? staffOnlyKeys() : new Set<string>();
      const compiled = Object.fromEntries(
        Object.entries(mod.messages)
          .filter(([key]) => (staffPart ? staff.has(key) : !staff.has(key)))
          .map(([key, text]) => {
            try {
              return [key, compileMessageOrThrow(text)];
            } catch (err) {
              throw new Error(`catalogue ${name}, ${key}: ${(err as Error).message}`);
            }
          }),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
