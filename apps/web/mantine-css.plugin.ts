import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Gives each module of the app the styles of the Mantine components it imports, instead of Mantine's
 * whole stylesheet on the first screen (decision 032). Every style the browser holds is matched against
 * every element on each style recalculation: with all of Mantine's 250 kB, recalculating the signed-in
 * list took 6 ms against 1 ms with the rules it uses, and a phone paid that on each update of its first
 * screen. Now a lazy screen's chunk brings its own components' styles.
 *
 * For `import { Button, Select } from '@mantine/core'` it puts `import '@mantine/core/styles/X.css'` in
 * front, for every component those are built on too (read from Mantine's own modules: Select is built on
 * Combobox, Popover, Input, …), in one order for the whole app, the components a component is built on
 * first, so a component's rules always come after those of the components it overrides.
 *
 * The styles of the screens a visit starts on (`firstScreens`, lazy as they are) go with the entry instead,
 * in the first stylesheet: the browser reads it before the first paint, while a lazy screen's stylesheets
 * are added by script and read in the script's long task.
 */
export function mantineCss(opts: { entry: string; firstScreens: string[] }): Plugin {
  const require = createRequire(import.meta.url);
  // A package's folder (their `exports` name neither `package.json` nor `esm/`).
  const packageRoot = (name: string) => {
    let dir = path.dirname(require.resolve(name));
    while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
    return dir;
  };
  const esm = path.join(packageRoot('@mantine/core'), 'esm');
  const styles = path.join(esm, '..', 'styles');
  const sheets = new Set(
    fs
      .readdirSync(styles)
      .filter((f) => /^[A-Z]\w*\.css$/.test(f))
      .map((f) => f.slice(0, -4)),
  );

  // Exported name → its module, from Mantine's index (`import { Select } from "./components/Select/Select.mjs"`).
  const moduleOf = new Map<string, string>();
  for (const m of fs.readFileSync(path.join(esm, 'index.mjs'), 'utf8').matchAll(/import \{([^}]+)\} from "([^"]+)"/g)) {
    for (const name of (m[1] ?? '').split(',')) {
      const exported = name.split(' as ').pop()?.trim();
      if (exported) moduleOf.set(exported, path.join(esm, m[2] ?? ''));
    }
  }

  // A module's style: the deepest folder of its path with a sheet (CheckboxIndicator, utils/InlineInput),
  // else its component's folder (Select has none of its own, but is built on components that have).
  const nodeOf = (file: string) => {
    const dirs = path.relative(esm, file).split(path.sep).slice(0, -1);
    for (let i = dirs.length - 1; i >= 0; i--) if (sheets.has(dirs[i] ?? '')) return dirs[i];
    return dirs[0] === 'components' ? dirs[1] : undefined;
  };
  const importsOf = new Map<string, string[]>();
  const importedBy = (file: string) => {
    let found = importsOf.get(file);
    if (!found) {
      const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      found = [...text.matchAll(/from "(\.[^"]+)"/g)].map((m) => path.resolve(path.dirname(file), m[1] ?? ''));
      importsOf.set(file, found);
    }
    return found;
  };
  // The nodes a module is built on: through modules of no node (core, utils) to the first nodes beyond.
  const nextNodes = (file: string) => {
    const own = nodeOf(file);
    const out = new Set<string>();
    const seen = new Set<string>([file]);
    const walk = (f: string) => {
      for (const next of importedBy(f)) {
        if (seen.has(next)) continue;
        seen.add(next);
        const node = nodeOf(next);
        if (node === undefined) walk(next);
        else if (node === own) walk(next);
        else out.add(node);
      }
    };
    walk(file);
    return out;
  };
  // Node → the nodes it is built on, over every module of Mantine's index.
  const folderDeps = new Map<string, Set<string>>();
  const visitedModules = new Set<string>();
  const index = (file: string) => {
    if (visitedModules.has(file)) return;
    visitedModules.add(file);
    const node = nodeOf(file);
    if (node !== undefined) {
      const deps = folderDeps.get(node) ?? new Set<string>();
      for (const d of nextNodes(file)) deps.add(d);
      folderDeps.set(node, deps);
    }
    for (const next of importedBy(file)) index(next);
  };
  for (const file of moduleOf.values()) index(file);
  const folderOf = nodeOf;

  // One order for every module: depth first, a folder after the folders it is built on.
  const order = new Map<string, number>();
  const visit = (folder: string, path: Set<string>) => {
    if (order.has(folder) || path.has(folder)) return;
    path.add(folder);
    for (const dep of [...(folderDeps.get(folder) ?? [])].sort()) visit(dep, path);
    path.delete(folder);
    order.set(folder, order.size);
  };
  for (const folder of [...folderDeps.keys()].sort()) visit(folder, new Set());

  const closure = (folder: string, out: Set<string>) => {
    if (out.has(folder)) return;
    out.add(folder);
    for (const dep of folderDeps.get(folder) ?? []) closure(dep, out);
  };
  const sheetsFor = (names: string[]) => {
    const folders = new Set<string>();
    for (const name of names) {
      const file = moduleOf.get(name);
      const folder = file && folderOf(file);
      if (folder) closure(folder, folders);
    }
    return [...folders]
      .filter((f) => sheets.has(f))
      .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
      .map((f) => `import '@mantine/core/styles/${f}.css';`);
  };

  // Another Mantine package (notifications, dates, modals, …): the core components its modules import,
  // then its own stylesheet, which must come after core's.
  const packages = new Map<string, string[]>();
  const packageSheets = (pkg: string) => {
    let found = packages.get(pkg);
    if (found) return found;
    const root = packageRoot(`@mantine/${pkg}`);
    const names = new Set<string>();
    const seen = new Set<string>();
    const read = (file: string) => {
      if (seen.has(file) || !fs.existsSync(file)) return;
      seen.add(file);
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/import \{([^}]+)\} from "@mantine\/core"/g))
        for (const n of (m[1] ?? '').split(',')) names.add(n.split(' as ')[0]?.trim() ?? '');
      for (const m of text.matchAll(/from "(\.[^"]+)"/g)) read(path.resolve(path.dirname(file), m[1] ?? ''));
    };
    read(path.join(root, 'esm', 'index.mjs'));
    found = [
      ...sheetsFor([...names]),
      ...(fs.existsSync(path.join(root, 'styles.css')) ? [`import '@mantine/${pkg}/styles.css';`] : []),
    ];
    packages.set(pkg, found);
    return found;
  };

  // The Mantine imports of a module and of every app module it imports statically, by reading the files.
  const importsIn = (code: string) =>
    [...code.matchAll(/^import\s*(type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/(\w+)'/gm)]
      .filter((m) => !m[1])
      .map((m) => ({ pkg: m[3] ?? '', names: (m[2] ?? '').split(',').map((n) => n.trim()) }));
  const resolveLocal = (from: string, spec: string) => {
    const base = path.resolve(path.dirname(from), spec);
    return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));
  };
  const mantineImportsFrom = (files: string[]) => {
    const seen = new Set<string>();
    const found: { pkg: string; names: string[] }[] = [];
    const read = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = fs.readFileSync(file, 'utf8');
      found.push(...importsIn(code));
      for (const m of code.matchAll(/^(?:import|export)\s[^;]*?from\s*'(\.{1,2}\/[^']+)'/gm)) {
        if (/^import\s+type\s/.test(m[0]) || /^export\s+type\s/.test(m[0])) continue;
        const next = resolveLocal(file, m[1] ?? '');
        if (next) read(next);
      }
    };
    for (const f of files) read(f);
    return found;
  };
  const sheetsOf = (imports: { pkg: string; names: string[] }[]) => {
    const lines = new Set<string>();
    for (const { pkg, names } of imports) {
      if (pkg === 'core')
        for (const line of sheetsFor(names.filter((n) => n && !n.startsWith('type ')))) lines.add(line);
      else if (pkg !== 'hooks' && pkg !== 'form') for (const line of packageSheets(pkg)) lines.add(line);
    }
    return [...lines];
  };
  let root = process.cwd();

  return {
    name: 'mantine-css',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || id.includes('node_modules')) return null;
      const own = sheetsOf(importsIn(code));
      const first =
        path.resolve(root, opts.entry) === path.resolve(id)
          ? sheetsOf(mantineImportsFrom(opts.firstScreens.map((f) => path.resolve(root, f))))
          : [];
      const lines = [...new Set([...first, ...own])];
      if (!lines.length) return null;
      // After the module's own stylesheet imports (the entry's Mantine baseline and variables come first).
      const sheets = [...code.matchAll(/^import '[^']+\.css';$/gm)];
      const at = sheets.length ? (sheets.at(-1)?.index ?? 0) + (sheets.at(-1)?.[0].length ?? 0) + 1 : 0;
      return { code: `${code.slice(0, at)}${lines.join('\n')}\n${code.slice(at)}`, map: null };
    },
  };
}
