// The Lighthouse anchors (`npm run lighthouse`): two trivial pages made of the app's own libraries,
// built into the served build (APP_DIST, default dist) next to its pages, so that nginx serves
// them as it serves the app: /anchor-stack and /anchor-chakra. Never part of `npm run build`.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  root: here('./anchors'),
  plugins: [react()],
  build: {
    outDir: resolve(here('../..'), process.env.APP_DIST ?? 'dist'),
    emptyOutDir: false,
    rollupOptions: { input: [here('./anchors/anchor-stack.html'), here('./anchors/anchor-chakra.html')] },
  },
});
