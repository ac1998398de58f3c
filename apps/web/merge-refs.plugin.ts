import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mantine's ScrollArea imports one small hook, `useMergeRefs`, from `@floating-ui/react`, the placement
 * library of popovers. The bundler keeps that library as one shared chunk, so every screen with a table
 * (Mantine's Table carries its scroll container, and so ScrollArea) loaded all of it: 12 kB gzip for a
 * hook of 30 lines. For ScrollArea alone the import resolves to the same hook in `src/lib/merge-refs.ts`
 * (decision 075); popovers, menus and tooltips still use the library itself.
 */
export function scrollAreaMergeRefs(): Plugin {
  const hook = path.resolve(import.meta.dirname, 'src/lib/merge-refs.ts');
  return {
    name: 'svc-scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && /[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer))
        return hook;
      return null;
    },
  };
}
