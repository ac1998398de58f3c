import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compiledCatalogues } from './catalogues.plugin.ts';
import { precompress } from './compress.plugin.ts';
import { mantineCss } from './mantine-css.plugin.ts';
import { scrollAreaMergeRefs } from './merge-refs.plugin.ts';
import { skinScript } from './skin-script.plugin.ts';

/**
 * React Router 7 exports its development build to every bundler (remix-run/react-router#12532, #14102):
 * dev warnings and checks that cost a phone time. A production build takes the production files beside it.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/development([\\/])index\.m?js$/, 'production$1index.mjs');

export default defineConfig(({ command }) => ({
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    mantineCss({
      entry: 'src/main.tsx',
      firstScreens: ['src/app/layout/app-layout.tsx', 'src/features/requests/request-list-page.tsx'],
    }),
    scrollAreaMergeRefs(),
    skinScript(),
    react(),
    compiledCatalogues(),
    // An installable app: the manifest, and a service worker that keeps the app shell for a phone with
    // no signal. A new version waits until the person chooses to reload (registered in src/app/pwa.ts).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Service Application',
        short_name: 'Service',
        description: 'Raise and track repair requests for your electronics.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: '#4c6ef5',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        // The API, the API reference and the metrics are the server's, never the app shell.
        // The tracking link's page is written by the server (decision 056): a phone must fetch it, not the shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/metrics/, /^\/t(?:\?|$)/],
        cleanupOutdatedCaches: true,
      },
    }),
    precompress(),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    sourcemap: false,
    // No <link rel="modulepreload"> for a lazy screen's ~45 pieces: the links were added in the first script's
    // task, ~200 ms of a phone's /reports on their own (Lighthouse's total blocking time), for files the
    // service worker serves from the phone anyway. A screen's pieces load as its imports name them; its CSS
    // is still awaited before it renders (decision 085).
    modulePreload: false,
    chunkSizeWarningLimit: 800,
    manifest: true,
    // Everything the first screen needs in one file: left to itself the bundler cut it into ~25 pieces,
    // and a phone fetches at most 6 at a time over HTTP/1.1, so each extra round of fetches delayed the
    // first paint (Lighthouse's LCP on /login: 2.5-2.9 s → 3.2 s with the pieces). Screens stay lazy.
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
    },
  },
}));
