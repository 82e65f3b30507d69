import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Builds import each GraphQL document on its own instead of through the client preset's `graphql()`
 * lookup map (src/gql/gql.ts), which holds every operation of the app, and instead of src/gql/graphql.ts
 * as one module (a module lands whole in one chunk, and the first route imports it, so every document of
 * every page would ride in the first route). Each document becomes a tiny virtual module
 * `virtual:clutch-gql-doc/<Name>` holding only that document: a `graphql(\`...\`)` call becomes a
 * reference to it, value imports of documents from src/gql/graphql (a few cache helpers) point at it too,
 * and each generated hook imported from src/gql/hooks becomes `virtual:clutch-gql-hook/<useName>` (the
 * same one-line call of Apollo's hook on its document; hooks.ts itself would be one module too). So a chunk carries only the documents its own modules use and the first
 * route stays small as pages add operations. The map is read from gql.ts and the documents from
 * graphql.ts, so they always match `npm run codegen`.
 */
function graphqlDocumentImports(): Plugin {
  const srcDir = path.join(clientRoot, 'src') + path.sep;
  const gqlDir = path.join(clientRoot, 'src', 'gql') + path.sep;
  const documentsModule = path.join(gqlDir, 'graphql.ts');
  const hooksModule = path.join(gqlDir, 'hooks.ts');
  const VIRTUAL = 'virtual:clutch-gql-doc/';
  const VIRTUAL_HOOK = 'virtual:clutch-gql-hook/';
  let byText: Map<string, string> | null = null;
  let documentsText: string | null = null;
  let hooks: Map<string, { call: string; document: string }> | null = null;
  /** Each generated hook: the Apollo hook it calls and the document it passes (src/gql/hooks.ts). */
  const loadHooks = () => {
    const text = fs.readFileSync(hooksModule, 'utf8');
    const map = new Map<string, { call: string; document: string }>();
    // One function per hook: its name, then (within its own body) `return useX(Document, options ...)`.
    for (const body of text.split(/^(?=export function )/m).slice(1)) {
      const match = /^export function (use\w+)\([\s\S]*?\breturn (useQuery|useLazyQuery|useMutation|useSubscription)\(\s*(\w+)\s*,/.exec(body);
      if (match) map.set(match[1], { call: match[2], document: match[3] });
    }
    return map;
  };
  const load = () => {
    const text = fs.readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8');
    const start = text.indexOf('const documents');
    const block = text.slice(start, text.indexOf('\n};', start));
    const map = new Map<string, string>();
    const entry = /('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"):\s*types\.(\w+)/g;
    for (const match of block.matchAll(entry)) map.set(new Function(`return ${match[1]};`)() as string, match[2]);
    return map;
  };
  /** The object literal of one generated document (`export const Name = {...} as unknown as DocumentNode<...>`). */
  const documentSource = (name: string): string | null => {
    documentsText ??= fs.readFileSync(documentsModule, 'utf8');
    const head = `\nexport const ${name} = `;
    const start = documentsText.indexOf(head);
    if (start < 0) return null;
    const end = documentsText.indexOf(' as unknown as DocumentNode', start);
    return end < 0 ? null : documentsText.slice(start + head.length, end);
  };
  const isDocumentName = (name: string) => /^\w+(Document|FragmentDoc)$/.test(name);
  return {
    name: 'clutch-graphql-document-imports',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      byText = null;
      documentsText = null;
      hooks = null;
    },
    resolveId(source) {
      return source.startsWith(VIRTUAL) || source.startsWith(VIRTUAL_HOOK) ? `\0${source}` : null;
    },
    async load(id) {
      if (id.startsWith(`\0${VIRTUAL_HOOK}`)) {
        hooks ??= loadHooks();
        const hook = hooks.get(id.slice(VIRTUAL_HOOK.length + 1))!;
        // The Apollo hooks exactly as hooks.ts would import them (a virtual module has no directory to resolve from).
        const apollo = await this.resolve('@apollo/client/react', hooksModule);
        if (!apollo) this.error('Cannot resolve @apollo/client/react from src/gql/hooks.ts.');
        return [
          `import { ${hook.call} } from ${JSON.stringify(apollo!.id)};`,
          `import document from ${JSON.stringify(VIRTUAL + hook.document)};`,
          `export default function hook(options) {\n  return ${hook.call}(document, options);\n}`,
        ].join('\n');
      }
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const name = id.slice(VIRTUAL.length + 1);
      const source = documentSource(name);
      if (!source) this.error(`No generated document ${name} in src/gql/graphql.ts: run npm run codegen.`);
      return `const document = ${source};\nexport default document;\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!file.startsWith(srcDir) || file === documentsModule || !/\.tsx?$/.test(file)) return null;
      if (file.startsWith(gqlDir)) return null;
      let out = code;
      const imports: string[] = [];
      // graphql(`...`) calls: the document they name.
      if (out.includes('graphql(`')) {
        byText ??= load();
        out = out.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_all, body: string) => {
          const name = byText!.get(body);
          if (!name) this.error(`No generated document for a graphql() call in ${file}: run npm run codegen.`);
          imports.push(`import __gqlDocument_${name} from ${JSON.stringify(VIRTUAL + name)};`);
          return `__gqlDocument_${name}`;
        });
        out = out.replace(/^import \{ graphql \} from '(?:\.\.?\/)+gql';\n/m, '');
      }
      // Value imports of documents from src/gql/graphql and of hooks from src/gql/hooks: one virtual module
      // each (types stay where they are; TypeScript drops them).
      out = out.replace(/^import \{([^}]*)\} from '([^']+)';$/gm, (all, names: string, from: string) => {
        const target = from.startsWith('.') ? path.resolve(path.dirname(file), from) + '.ts' : null;
        if (target !== documentsModule && target !== hooksModule) return all;
        if (target === hooksModule) hooks ??= loadHooks();
        const kept: string[] = [];
        for (const raw of names.split(',').map((n) => n.trim()).filter(Boolean)) {
          const [name, alias = name] = raw.split(/\s+as\s+/);
          if (raw.startsWith('type ')) kept.push(raw);
          else if (target === documentsModule && isDocumentName(name)) imports.push(`import ${alias} from ${JSON.stringify(VIRTUAL + name)};`);
          else if (target === hooksModule && hooks!.has(name)) imports.push(`import ${alias} from ${JSON.stringify(VIRTUAL_HOOK + name)};`);
          else kept.push(raw);
        }
        return kept.length ? `import { ${kept.join(', ')} } from '${from}';` : '';
      });
      if (out === code) return null;
      return { code: `${[...new Set(imports)].join('\n')}\n${out}`, map: null };
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
