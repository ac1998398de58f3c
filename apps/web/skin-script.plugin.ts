import type { Plugin } from 'vite';
import { SKIN_SCRIPT } from './src/app/skin.ts';

/** Puts the skin's first script (src/app/skin.ts) at the top of index.html's head, before the style sheets. */
export function skinScript(): Plugin {
  return {
    name: 'skin-script',
    transformIndexHtml: () => [{ tag: 'script', children: SKIN_SCRIPT, injectTo: 'head-prepend' }],
  };
}
