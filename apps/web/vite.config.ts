import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compiledCatalogues } from './catalogues.plugin.ts';

export default defineConfig({
  plugins: [react(), compiledCatalogues()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { sourcemap: false, chunkSizeWarningLimit: 800, manifest: true },
});
