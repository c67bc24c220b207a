import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyEntry } from './vite-early-entry';
import { loadEntry } from './vite-load-entry';
import { staticHome } from './vite-static-home';

/** The modules the early entry imports statically, besides its own two files. */
const EARLY_SHARED = [
  'src/api/signing-paths.ts',
  'src/lib/early-responses.ts',
  'src/lib/api-http.ts',
  'src/lib/pdf-worker.ts',
  // The signing link's early painter (under a kilobyte): as a chunk of its own it was found
  // only once the first script had run, and came with the app's chunks.
  'src/features/signing/early-page.ts',
  'vite/preload-helper.js',
];

// The API runs on the Fastify server; in `vite dev` calls to /api are proxied to it.
export default defineConfig({
  resolve: {
    // hoist-non-react-statics (under emotion) pins react-is 16; React 19's react-is has the
    // same element types, and one copy is enough on the home.
    dedupe: ['react-is'],
  },
  plugins: [
    react(),
    earlyEntry('src/early-start.ts'),
    loadEntry('src/app/routes/home-page-2.tsx'),
    staticHome('src/prerender/render-home.tsx'),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/web-bundle.ts reads the manifest to measure what the home route loads.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // Tiny shared chunks (one icon, one small component) cost a request each: merge
        // them into the chunks that use them. Fewer requests before the first paint.
        experimentalMinChunkSize: 20_000,
        // Framework code that every route loads goes in its own long-cached chunks. Only
        // packages used whole by the shell are listed: splitting MUI this way would drag
        // components that only lazy pages use into the home route.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (/node_modules\/(react-router|cookie|set-cookie-parser)\//.test(id)) return 'router';
          if (/node_modules\/(i18next|react-i18next)\//.test(id)) return 'i18n';
          // The password rule's dictionaries (about 0.7 MB compressed) load only where a
          // password is set: in chunks of their own, so that no small shared module is
          // merged into one of them and drags it into every page (the signer's included).
          const password = /node_modules\/@zxcvbn-ts\/([^/]+)\//.exec(id);
          if (password) return `password-${password[1]}`;
          // What the early entry (src/early-start.ts) shares with the app: a chunk of its
          // own, so that the first script waits for nothing bigger.
          if (EARLY_SHARED.some((file) => id.endsWith(file))) return 'early-shared';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
