import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Builds import each GraphQL document directly instead of through the client preset's `graphql()`
 * lookup map (src/gql/gql.ts), which holds every operation of the app: a `graphql(\`...\`)` call
 * becomes a reference to its typed document in src/gql/graphql.ts, so a chunk carries only the
 * documents its own modules use (the first route stays small as pages add operations). The map is
 * read from gql.ts, so it always matches `npm run codegen`.
 */
function graphqlDocumentImports(): Plugin {
  const srcDir = path.join(clientRoot, 'src') + path.sep;
  const gqlDir = path.join(clientRoot, 'src', 'gql') + path.sep;
  const documentsModule = path.join(gqlDir, 'graphql.ts');
  let byText: Map<string, string> | null = null;
  const load = () => {
    const text = fs.readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8');
    const start = text.indexOf('const documents');
    const block = text.slice(start, text.indexOf('\n};', start));
    const map = new Map<string, string>();
    const entry = /('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"):\s*types\.(\w+)/g;
    for (const match of block.matchAll(entry)) map.set(new Function(`return ${match[1]};`)() as string, match[2]);
    return map;
  };
  return {
    name: 'clutch-graphql-document-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!file.startsWith(srcDir) || file.startsWith(gqlDir) || !/\.tsx?$/.test(file) || !code.includes('graphql(`')) return null;
      byText ??= load();
      const used = new Set<string>();
      let out = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_all, body: string) => {
        const name = byText!.get(body);
        if (!name) this.error(`No generated document for a graphql() call in ${file}: run npm run codegen.`);
        used.add(name!);
        return `__gqlDocument_${name}`;
      });
      out = out.replace(/^import \{ graphql \} from '(?:\.\.?\/)+gql';\n/m, '');
      const imports = [...used].map((name) => `${name} as __gqlDocument_${name}`).join(', ');
      return { code: `import { ${imports} } from ${JSON.stringify(documentsModule)};\n${out}`, map: null };
    },
  };
}

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
  plugins: [
    graphqlDocumentImports(),
    react(),
    // Precompressed copies (.br at the highest quality, .gz) beside every text asset: the server sends them as they
    // are (express-static-gzip), so first paint pays neither for uncompressed bytes nor for compressing per request.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
      threshold: 1024,
    }),
  ],
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
