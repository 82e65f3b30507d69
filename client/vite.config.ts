import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));

/** The API server (npm run dev -w server) listens here; override with CLUTCH_API_URL. */
const apiTarget = process.env.CLUTCH_API_URL ?? 'http://127.0.0.1:4000';

const proxy: Record<string, ProxyOptions> = {
  '/graphql': { target: apiTarget, ws: true },
  '/api': { target: apiTarget },
  '/auth': { target: apiTarget },
  '/media': { target: apiTarget },
};

export default defineConfig({
  root: clientRoot,
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks keep them cached across releases.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 3 },
            {
              name: 'vendor-graphql',
              test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|@wry|optimism|tslib|@graphql-typed-document-node)[\\/]/,
              priority: 2,
            },
            { name: 'vendor-auth', test: /node_modules[\\/]@supabase[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
