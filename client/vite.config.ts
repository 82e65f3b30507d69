import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { addTypenameToDocument } from '@apollo/client/utilities';
import react from '@vitejs/plugin-react';
import { print } from 'graphql';
import { build, defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { deferredEntryLoader } from './src/boot/deferredEntry';
import type { EarlyBoot } from './src/boot/earlyPaint';
import type { EarlyShellPage } from './src/prerender';
import { STORED_SESSION_HINT } from './src/boot/storedSessionHint';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Builds give every GraphQL document and every generated hook a module of its own, so a chunk carries only the
 * documents its own modules use and the first route stays small as pages add operations:
 * - a `graphql(\`...\`)` call (the client preset's lookup map in src/gql/gql.ts holds every operation of the app)
 *   becomes an import of its typed document;
 * - value imports from src/gql/graphql.ts (documents) and src/gql/hooks.ts (`use<Name>Query` and friends) become
 *   imports of one virtual module per document or hook.
 * Without the second step graphql.ts and hooks.ts are single modules, and a module lives in one chunk: every
 * document any page uses ended up in the entry chunk (264 kB of it). The documents and hooks are read from the
 * generated files, so they always match `npm run codegen`.
 * A third kind, `virtual:clutch-gql/text/<Document>`, is a document's text as Apollo sends it (with the __typename
 * fields its cache adds), for a route's early script (src/boot/earlyQuery.ts), which carries no GraphQL library.
 */
function graphqlDocumentImports(): Plugin {
  const srcDir = path.join(clientRoot, 'src') + path.sep;
  const gqlDir = path.join(clientRoot, 'src', 'gql') + path.sep;
  const DOC = 'virtual:clutch-gql/document/';
  const HOOK = 'virtual:clutch-gql/hook/';
  const TEXT = 'virtual:clutch-gql/text/';
  let byText: Map<string, string> | null = null;
  let documents: Map<string, string> | null = null;
  let hooks: Map<string, { apolloHook: string; document: string }> | null = null;
  const read = (file: string) => fs.readFileSync(path.join(gqlDir, file), 'utf8');
  const loadByText = () => {
    const text = read('gql.ts');
    const start = text.indexOf('const documents');
    const block = text.slice(start, text.indexOf('\n};', start));
    const map = new Map<string, string>();
    const entry = /('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"):\s*types\.(\w+)/g;
    for (const match of block.matchAll(entry)) map.set(new Function(`return ${match[1]};`)() as string, match[2]);
    return map;
  };
  /** Each `export const <Name> = {...} as unknown as DocumentNode<...>` of graphql.ts, as JSON. */
  const loadDocuments = () => {
    const text = read('graphql.ts');
    const map = new Map<string, string>();
    for (const match of text.matchAll(/^export const (\w+) = \{$/gm)) {
      const from = match.index! + match[0].length - 1;
      const to = text.indexOf('\n} as unknown as DocumentNode<', from);
      if (to < 0) throw new Error(`graphql.ts: no end for ${match[1]}`);
      map.set(match[1], JSON.stringify(new Function(`return ${text.slice(from, to + 2)};`)()));
    }
    return map;
  };
  /** Each generated hook of hooks.ts: the Apollo hook it wraps and its document. */
  const loadHooks = () => {
    const text = read('hooks.ts');
    const map = new Map<string, { apolloHook: string; document: string }>();
    const fn =
      /export function (\w+)\([^)]*\)[^{]*\{\s*return (useQuery|useLazyQuery|useMutation|useSubscription)\(\s*(\w+)\s*,\s*options/g;
    for (const match of text.matchAll(fn)) map.set(match[1], { apolloHook: match[2], document: match[3] });
    if (map.size !== (text.match(/^export function /gm) ?? []).length) throw new Error('hooks.ts: a hook of an unknown shape');
    return map;
  };
  return {
    name: 'clutch-graphql-document-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(DOC) || id.startsWith(HOOK) || id.startsWith(TEXT) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${DOC}`)) {
        const name = id.slice(DOC.length + 1);
        documents ??= loadDocuments();
        const json = documents.get(name);
        if (!json) this.error(`No document ${name} in src/gql/graphql.ts: run npm run codegen.`);
        return `export default JSON.parse(${JSON.stringify(json)});`;
      }
      if (id.startsWith(`\0${TEXT}`)) {
        const name = id.slice(TEXT.length + 1);
        documents ??= loadDocuments();
        const json = documents.get(name);
        if (!json) this.error(`No document ${name} in src/gql/graphql.ts: run npm run codegen.`);
        return `export default ${JSON.stringify(print(addTypenameToDocument(JSON.parse(json!))))};`;
      }
      if (id.startsWith(`\0${HOOK}`)) {
        const name = id.slice(HOOK.length + 1);
        hooks ??= loadHooks();
        const hook = hooks.get(name);
        if (!hook) this.error(`No hook ${name} in src/gql/hooks.ts: run npm run codegen.`);
        return [
          `import { ${hook!.apolloHook} } from '@apollo/client/react';`,
          `import document from ${JSON.stringify(DOC + hook!.document)};`,
          `export function ${name}(options) { return ${hook!.apolloHook}(document, options); }`,
        ].join('\n');
      }
      return null;
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!file.startsWith(srcDir) || file.startsWith(gqlDir) || !/\.tsx?$/.test(file)) return null;
      if (!code.includes('graphql(`') && !/\/gql\/(graphql|hooks)'/.test(code)) return null;
      const imports: string[] = [];
      let out = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_all, body: string) => {
        byText ??= loadByText();
        const name = byText.get(body);
        if (!name) this.error(`No generated document for a graphql() call in ${file}: run npm run codegen.`);
        imports.push(`import __gqlDocument_${name} from ${JSON.stringify(DOC + name)};`);
        return `__gqlDocument_${name}`;
      });
      out = out.replace(/^import \{ graphql \} from '(?:\.\.?\/)+gql';\n/m, '');
      // import { A, type B, C as D } from '../gql/graphql' | '../gql/hooks' (type-only imports are left as they are).
      out = out.replace(
        /^import \{([^}]*)\} from '((?:\.\.?\/)+gql\/(graphql|hooks))';$/gm,
        (_all, list: string, from: string, kind: string) => {
          const types: string[] = [];
          for (const raw of list
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)) {
            if (raw.startsWith('type ')) {
              types.push(raw.slice(5));
              continue;
            }
            const [name, local = name] = raw.split(/\s+as\s+/);
            imports.push(
              kind === 'hooks'
                ? `import { ${name} as ${local} } from ${JSON.stringify(HOOK + name)};`
                : `import ${local} from ${JSON.stringify(DOC + name)};`,
            );
          }
          return types.length ? `import type { ${types.join(', ')} } from '${from}';` : '';
        },
      );
      return { code: `${[...new Set(imports)].join('\n')}\n${out}`, map: null };
    },
  };
}

/** Where the build writes each route's own copy of index.html, and the table the server picks them by. */
export const ROUTE_DOCUMENTS_DIR = 'route-documents';
export const ROUTE_DOCUMENTS_TABLE = 'route-documents.json';

/**
 * A route's early script (src/boot/earlyQuery.ts): it starts the page's own query, and then its banner, while the
 * bundle downloads. Built on its own (earlyScript, below) and inlined in the route's document, so the query leaves as
 * the document is parsed: no request of its own first, no wait for a free connection behind the bundle's files.
 */
const EARLY_SCRIPTS: Record<string, string> = {
  'league/:leagueParam': 'src/boot/leaguePage.ts',
  'match/:matchId': 'src/boot/matchPage.ts',
  'tournament/:tournamentId': 'src/boot/tournamentPage.ts',
};

/**
 * Lazy pages whose first paint should wait on one chunk of shared code rather than a dozen: the app modules a page
 * imports statically (its hero, their helpers and documents), which other pages share too and so would each be a
 * small chunk of their own, each one more request before the page can draw (a phone's browser fetches six at a time
 * over HTTP/1.1). The entry's own modules stay in the entry, so `/` loads nothing more.
 */
const FIRST_PAINT_GROUPS: Record<string, string> = {
  'league-first-paint': 'src/pages/league/LeaguePage.tsx',
};

/** A codeSplitting group per FIRST_PAINT_GROUPS entry, computed from the module graph (no hand-kept module list). */
function firstPaintGroups() {
  const entry = path.join(clientRoot, 'src', 'main.tsx');
  const isApp = (id: string) => id.startsWith(path.join(clientRoot, 'src') + path.sep) || id.startsWith('\0virtual:clutch-gql/');
  type Ctx = { getModuleInfo(id: string): { importedIds: string[]; dynamicallyImportedIds?: string[] } | null };
  const closure = (from: string, ctx: Ctx, dynamic = false) => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      for (const next of [...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : [])]) if (isApp(next)) stack.push(next);
    }
    return seen;
  };
  let initial: Set<string> | null = null;
  // What `/` loads after its first paint (its sections, with their own imports): a module it shares with a group stays
  // out of the group, or `/` would download the whole group for it (the home's league cards once did, for a date helper).
  let home: Set<string> | null = null;
  return Object.entries(FIRST_PAINT_GROUPS).map(([name, file], i) => {
    const page = path.join(clientRoot, file);
    let members: Set<string> | null = null;
    return {
      name: (id: string, ctx: Ctx) => {
        initial ??= closure(entry, ctx);
        home ??= closure(path.join(clientRoot, 'src', 'pages', 'home', 'HomePage.tsx'), ctx, true);
        members ??= new Set([...closure(page, ctx)].filter((m) => m !== page && !initial!.has(m) && !home!.has(m)));
        return members.has(id) ? name : null;
      },
      test: isApp,
      // Their imports stay where they are: pulled in, the entry's own modules would make `/` load the group.
      includeDependenciesRecursively: false,
      priority: 1 - i / 100,
    };
  });
}

/** Writes `file` with the .br and .gz copies the server sends (as the compression plugin does for emitted files). */
function writeCompressed(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
}

/**
 * A page's code is a lazy chunk (src/routes.tsx), found by the browser only once the entry has run: one more round
 * trip before a deep link can render. The build writes, for each lazy route, a copy of index.html that also
 * modulepreloads the route's chunks (and links their CSS), plus a table of them (dist/route-documents.json) from
 * which the server sends the matching copy for a deep link, so the page's code downloads beside the entry.
 */
function routeDocuments(): Plugin {
  const srcDir = path.join(clientRoot, 'src');
  let outDir = '';
  let mode = 'production';
  let ssrBuild = false;
  let pages: Array<{ path: string; js: string[]; css: string[]; early?: string }> = [];
  return {
    name: 'clutch-route-documents',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
      ssrBuild = !!config.build.ssr;
    },
    generateBundle(_options, bundle) {
      if (ssrBuild) return;
      const routesText = fs.readFileSync(path.join(srcDir, 'routes.tsx'), 'utf8');
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFacade = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!.split('?')[0], c]));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      pages = [];
      for (const match of routesText.matchAll(/\{ path: '([^']+)', \.\.\.page\(\(\) => import\('\.\/([^']+)'\)\) \}/g)) {
        const chunk = byFacade.get(path.join(srcDir, `${match[2]}.tsx`));
        if (!chunk) this.error(`routes.tsx: no chunk for ${match[2]}`);
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (c: (typeof chunks)[number]) => {
          if (js.has(c.fileName)) return;
          js.add(c.fileName);
          for (const file of c.viteMetadata?.importedCss ?? []) css.add(file);
          for (const file of c.imports) visit(byFile.get(file)!);
        };
        visit(chunk!);
        pages.push({ path: `/${match[1]}`, js: [...js], css: [...css], early: EARLY_SCRIPTS[match[1]] });
      }
    },
    async writeBundle() {
      if (ssrBuild) return;
      const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const table: Array<{ path: string; document: string }> = [];
      // `/` (the visitor's first page, public): its first render drawn into the document, so it paints before the
      // scripts have run (src/prerender.tsx). React's first render in the browser hydrates it.
      // Its first script marks a stored session before that paint, so a signed-in home's own panels have their room.
      // Its scripts are asked for once that first paint is on screen (src/boot/deferredEntry.ts), so the stylesheet and
      // the banner's art have the network to themselves.
      const prerendered = await loadPrerender(mode);
      const home = await prerendered.prerender('/');
      const entry = /\n\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index);
      const preloads = [...index.matchAll(/\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
      if (!entry) this.error('index.html: no entry script');
      const loader = `${entry![0].slice(0, entry![0].indexOf('<'))}<script>${deferredEntryLoader(
        entry![1],
        preloads.map(([, href]) => href),
      )}</script>`;
      const homeDocument = preloads
        .reduce((html, [tag]) => html.replace(tag, ''), index.replace(entry![0], loader))
        .replace('<head>', `<head>\n    <script>${STORED_SESSION_HINT}</script>`)
        .replace('<div id="root"></div>', `<div id="root">${home}</div>`);
      writeCompressed(path.join(outDir, ROUTE_DOCUMENTS_DIR, 'home.html'), homeDocument);
      table.push({ path: '/', document: `${ROUTE_DOCUMENTS_DIR}/home.html` });
      for (const page of pages) {
        const links = [
          ...page.js.filter((file) => !index.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...page.css.filter((file) => !index.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ];
        const name = page.path.split('/')[1] || 'home';
        const document = `${ROUTE_DOCUMENTS_DIR}/${name}.html`;
        // The early script goes before the bundle's script: inline, it runs as the parser reaches it, before the browser
        // has anything else to do. The server's Content-Security-Policy allows it by its hash (read from the documents).
        let html = index.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
        if (page.early) {
          // A signed-in page paints its top from its early query's answer before the app has run, and only then asks for
          // the app's bundle (src/boot/earlyPaint.ts): the document leaves the bundle's script and modulepreloads to
          // its early script (EarlyBoot), which asks for them at once when it has nothing to paint.
          const boot: EarlyBoot = {
            entry: entry![1],
            preloads: [
              ...preloads.map(([, href]) => href),
              ...page.js.filter((file) => !index.includes(`/${file}"`)).map((file) => `/${file}`),
            ],
            shell: prerendered.prerenderEarlyShell(name as EarlyShellPage),
          };
          const code = `window.__clutchBoot=${JSON.stringify(boot).replace(/</g, '\\u003c')};${await earlyScript(mode, page.early)}`;
          // In the entry's place, before the stylesheets, which an inline script would wait for.
          html = html
            .replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '')
            .replace(entry![0], `${entry![0].slice(0, entry![0].indexOf('<'))}<script>${code}</script>`);
        }
        writeCompressed(path.join(outDir, document), html);
        table.push({ path: page.path, document });
      }
      fs.writeFileSync(path.join(outDir, ROUTE_DOCUMENTS_TABLE), `${JSON.stringify(table, null, 2)}\n`);
    },
  };
}

/** src/prerender.tsx, built for Node (in node_modules/.clutch-prerender, left out of dist): the home's first render and the early paints' shells. */
async function loadPrerender(
  mode: string,
): Promise<{ prerender: (pathname: string) => Promise<string>; prerenderEarlyShell: (page: EarlyShellPage) => string }> {
  const ssrOut = path.join(clientRoot, 'node_modules', '.clutch-prerender');
  await build({
    configFile: path.join(clientRoot, 'vite.config.ts'),
    mode,
    logLevel: 'warn',
    build: { ssr: path.join(clientRoot, 'src', 'prerender.tsx'), outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
  });
  const entry = fs.readdirSync(ssrOut).find((file) => /^prerender\.m?js$/.test(file));
  if (!entry) throw new Error(`prerender: no entry in ${ssrOut}`);
  const loaded = (await import(`${pathToFileURL(path.join(ssrOut, entry)).href}?t=${Date.now()}`)) as {
    prerender: (pathname: string) => Promise<string>;
    prerenderEarlyShell: (page: EarlyShellPage) => string;
  };
  return { prerender: (pathname) => prerender(loaded.prerender, pathname), prerenderEarlyShell: loaded.prerenderEarlyShell };
}

/** Renders `pathname` with src/prerender.tsx's prerender. */
async function prerender(render: (pathname: string) => Promise<string>, pathname: string): Promise<string> {
  // renderToString draws a lazy part that has not loaded as its Suspense fallback (as the browser's first render
  // does) and reports it on console.error: expected here.
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes('Suspense')) error(...args);
  };
  try {
    // React adds preload hints for every image it renders (the hidden slides' and the closed menu's too): the parser
    // finds the visible ones as early in the markup, and the client's own render has no such links.
    return (await render(pathname)).replace(/<link rel="preload" as="image"[^>]*\/>/g, '');
  } finally {
    console.error = error;
  }
}

/**
 * A route's early script (EARLY_SCRIPTS) as one classic script to inline in its document: the module and what it
 * imports (src/boot/earlyQuery.ts, the query's text) in one minified IIFE, none of the app's bundle.
 */
async function earlyScript(mode: string, file: string): Promise<string> {
  const output = await build({
    configFile: false,
    root: clientRoot,
    mode,
    logLevel: 'warn',
    plugins: [graphqlDocumentImports()],
    build: {
      write: false,
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: { input: path.join(clientRoot, file), output: { format: 'iife' } },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((o) => ('output' in o ? o.output : []))
    .filter((c) => c.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`early script ${file}: ${chunks.length} chunks, expected one`);
  const code = chunks[0].code.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error(`early script ${file}: its code would end the inline <script>`);
  return code;
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
    routeDocuments(),
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
    // A lazy part's code loads through its own imports, not through a <link rel="modulepreload"> per file inserted when
    // it is first rendered: on a phone those insertions took 100-200 ms inside the render that first draws the part
    // (a league, match or tournament body; the home's sections). The documents still preload their route's code, and
    // a lazy part's CSS is still loaded before it runs.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps) },
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)) },
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
            ...firstPaintGroups(),
          ],
        },
      },
    },
  },
});
