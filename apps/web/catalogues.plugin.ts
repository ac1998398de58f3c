import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:catalogue/';
const dir = path.resolve(import.meta.dirname, 'src/i18n/catalogues');

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
      const file = path.join(dir, `${name}.ts`);
      this.addWatchFile(file);
      const mod = (await tsImport(file, import.meta.url)) as { messages: Record<string, string> };
      const compiled = Object.fromEntries(
        Object.entries(mod.messages).map(([key, text]) => {
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
