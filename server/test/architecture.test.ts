import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const repoRoot = path.resolve(__dirname, '../..');
const src = path.join(repoRoot, 'server/src');
/** Folders of server/src that are not domains: mechanisms (core), doors, the composition root and tooling. */
const NOT_DOMAINS = new Set(['core', 'app', 'db', 'http', 'graphql', 'rest', 'seed', 'generated']);
const isSupportFile = (file: string) => /\.(test|fixtures|testing)\.ts$/.test(file);

/** Folder-level value imports (type-only imports erase at compile time) of server/src, tests excluded. */
function importGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const folder of fs.readdirSync(src)) {
    const dir = path.join(src, folder);
    if (!fs.statSync(dir).isDirectory() || folder === 'generated') continue;
    const edges = new Set<string>();
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !isSupportFile(f))) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const match of text.matchAll(/^import (type )?[^;]*?from '\.\.\/([a-z-]+)[^']*';/gm)) {
        if (!match[1] && match[2] !== folder) edges.add(match[2]);
      }
    }
    graph.set(folder, edges);
  }
  return graph;
}

/** Lints planted code as if it were the given file, with the repository's real ESLint config (in a child process: ESLint loads its config with import()). */
async function lintErrors(filePath: string, code: string): Promise<string[]> {
  const eslintBin = path.join(repoRoot, 'node_modules/eslint/bin/eslint.js');
  const run = spawnSync(process.execPath, [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', path.join(repoRoot, filePath)], {
    cwd: repoRoot,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the import graph of server/src', () => {
  const graph = importGraph();

  it('core/ imports no domain, door or composition root', () => {
    expect([...graph.get('core')!].filter((folder) => folder !== 'config')).toEqual([]);
  });

  it('has no cycle between folders (a tree: doors on top, services below, entities and core at the bottom)', () => {
    const cycles: string[][] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (node: string, stack: string[]) => {
      state.set(node, 'open');
      for (const next of graph.get(node) ?? []) {
        if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), node, next]);
        else if (!state.has(next)) visit(next, [...stack, node]);
      }
      state.set(node, 'done');
    };
    for (const node of graph.keys()) if (!state.has(node)) visit(node, []);
    expect(cycles).toEqual([]);
  });

  it("a domain's index.ts names what it exports (no export *): its public surface is read in one place", () => {
    const starred: string[] = [];
    for (const folder of graph.keys()) {
      const index = path.join(src, folder, 'index.ts');
      if (NOT_DOMAINS.has(folder) || !fs.existsSync(index)) continue;
      for (const match of fs.readFileSync(index, 'utf8').matchAll(/^export \* from '[^']+';/gm)) starred.push(`${folder}/index.ts: ${match[0]}`);
    }
    expect(starred).toEqual([]);
  });

  it('domains import other domains only through their index.ts', () => {
    const deep: string[] = [];
    for (const folder of graph.keys()) {
      if (NOT_DOMAINS.has(folder)) continue;
      for (const file of fs.readdirSync(path.join(src, folder)).filter((f) => f.endsWith('.ts') && !isSupportFile(f))) {
        const text = fs.readFileSync(path.join(src, folder, file), 'utf8');
        for (const match of text.matchAll(/from '\.\.\/([a-z-]+)\/([^']+)'/g)) {
          // A domain's entity door (its entities.ts) is a front door too: entities import entities, never services.
          if (match[1] !== 'core' && match[1] !== 'generated' && match[2] !== 'entities') deep.push(`${folder}/${file} -> ${match[0]}`);
        }
      }
    }
    expect(deep).toEqual([]);
  });
});

/** Folder-level imports of server/src, type-only imports included (they tie the code together for a reader and a compiler as much as values do). */
function importGraphWithTypes(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const folder of fs.readdirSync(src)) {
    const dir = path.join(src, folder);
    if (!fs.statSync(dir).isDirectory() || folder === 'generated') continue;
    const edges = new Set<string>();
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !isSupportFile(f))) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const match of text.matchAll(/^(?:import|export) [^;]*?from '\.\.\/([a-z-]+)[^']*';/gm)) if (match[1] !== folder) edges.add(match[1]);
    }
    graph.set(folder, edges);
  }
  return graph;
}

describe('entity doors (issue 22 item 8)', () => {
  /** The files a module loads at run time: its value imports (import type erases), followed to the end. */
  function loadedBy(entry: string): string[] {
    const resolve = (from: string, spec: string) => {
      const base = path.resolve(path.dirname(from), spec);
      return [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
    };
    const seen = new Set<string>();
    const stack = [path.join(src, entry)];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/^(?:import|export) (?!type )[^;]*?from '(\.{1,2}\/[^']+)';/gm)) {
        const next = resolve(file, match[1]);
        if (next) stack.push(next);
      }
    }
    return [...seen].map((file) => path.relative(src, file)).sort();
  }

  it('db/entities.ts loads entity modules and core mechanisms only, never a service, loader, resolver or route', () => {
    const loaded = loadedBy('db/entities.ts');
    expect(loaded).toContain('tournaments/tournaments.entities.ts');
    expect(loaded.filter((file) => !/(^db\/entities|^core\/[a-z-]+|\/entities|\.entities)\.ts$/.test(file))).toEqual([]);
  });

  it("a domain's entities.ts is only a door: it re-exports its own entity modules", () => {
    const doors = fs.readdirSync(src).filter((folder) => !NOT_DOMAINS.has(folder) && fs.existsSync(path.join(src, folder, 'entities.ts')));
    expect(doors.length).toBeGreaterThan(10);
    for (const folder of doors) {
      const sources = [...fs.readFileSync(path.join(src, folder, 'entities.ts'), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      expect(sources.every((source) => /^\.\/[a-z-]+\.entities$/.test(source))).toBe(true);
    }
  });
});

describe('loaders follow the imports (issue 22 item 8)', () => {
  /**
   * Reads of another domain's loaders that do not yet follow an import, each a known debt: the domain sits below the
   * loader's owner (which imports it), so the read should move to the owner or come through the composition root.
   * The list only shrinks: a new read of a loader whose domain is not imported fails the test.
   */
  const KNOWN: string[] = [];

  /**
   * Every `<domain> reads <loader> (<owner>)` where a domain reads a loader of a domain it does not import. `planted`
   * adds files ('<domain>/<file>.ts' -> source) to those on disk, so the rule can be shown to fail.
   */
  function foreignLoaderReads(planted: Record<string, string> = {}): string[] {
    const domains = fs.readdirSync(src).filter((folder) => !NOT_DOMAINS.has(folder) && fs.statSync(path.join(src, folder)).isDirectory());
    const sources = (folder: string) => [
      ...fs
        .readdirSync(path.join(src, folder))
        .filter((f) => f.endsWith('.ts') && !isSupportFile(f))
        .map((file) => ({ file, text: fs.readFileSync(path.join(src, folder, file), 'utf8') })),
      ...Object.entries(planted)
        .filter(([where]) => where.startsWith(`${folder}/`))
        .map(([where, text]) => ({ file: where.slice(folder.length + 1), text })),
    ];
    // Each loader's domain: the keys its create...Loaders factory returns.
    const owner = new Map<string, string>();
    for (const folder of domains) {
      for (const { text } of sources(folder).filter(({ file }) => file.endsWith('.loaders.ts'))) {
        const start = text.indexOf('  return {\n');
        const body = start < 0 ? '' : text.slice(start, text.indexOf('\n  };', start));
        for (const match of body.matchAll(/^ {4}(\w+):/gm)) owner.set(match[1], folder);
      }
    }
    expect(owner.get('leagueById')).toBe('leagues');
    const reads = new Set<string>();
    for (const folder of domains) {
      const imported = new Set([folder]);
      const used = new Set<string>();
      for (const { text } of sources(folder)) {
        for (const match of text.matchAll(/from '\.\.\/([a-z-]+)/g)) imported.add(match[1]);
        for (const match of text.matchAll(/loaders\.(\w+)/g)) used.add(match[1]);
      }
      for (const loader of used) {
        const domain = owner.get(loader);
        if (domain && !imported.has(domain)) reads.add(`${folder} reads ${loader} (${domain})`);
      }
    }
    return [...reads].sort();
  }

  it('a domain reads only the loaders of domains it imports (or its own)', () => {
    const reads = foreignLoaderReads();
    expect(reads.filter((read) => !KNOWN.includes(read))).toEqual([]);
    // A paid debt leaves the list.
    expect(KNOWN.filter((read) => !reads.includes(read))).toEqual([]);
  });

  it('fails on a planted read of a loader whose domain is not imported, and passes once the domain is imported', () => {
    const read = "import type { RequestContext } from '../core/context';\nexport const planted = (ctx: RequestContext, id: string) => ctx.loaders.approvedStaffByOrganizerId.load(id);\n";
    expect(foreignLoaderReads({ 'comments/planted.ts': read }).filter((r) => !KNOWN.includes(r))).toEqual(['comments reads approvedStaffByOrganizerId (organizers)']);
    expect(foreignLoaderReads({ 'comments/planted.ts': `import type { Organizer } from '../organizers';\n${read}` })).toEqual([]);
  });
});

describe('the competition core (issue 22)', () => {
  const COMPETITION = ['competitions', 'leagues', 'matches', 'tournaments'];

  it('competitions/, leagues/, matches/ and tournaments/ are on no import circle, type imports included', () => {
    const graph = importGraphWithTypes();
    // Every folder a competition folder reaches; a circle through it is a path back to itself.
    const reach = (from: string) => {
      const seen = new Set<string>();
      const stack = [...(graph.get(from) ?? [])];
      while (stack.length) {
        const next = stack.pop()!;
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(...(graph.get(next) ?? []));
      }
      return seen;
    };
    expect(COMPETITION.filter((folder) => reach(folder).has(folder))).toEqual([]);
  });

  it('they stack as one tree: the kernel at the bottom, then ladders, matches, and tournaments on top', () => {
    const graph = importGraphWithTypes();
    const among = (folder: string) => [...graph.get(folder)!].filter((other) => COMPETITION.includes(other)).sort();
    expect(COMPETITION.map((folder) => [folder, among(folder)])).toEqual([
      ['competitions', []],
      ['leagues', ['competitions']],
      ['matches', ['competitions', 'leagues']],
      ['tournaments', ['competitions', 'leagues', 'matches']],
    ]);
  });
});

describe('lint guards the architecture', () => {
  jest.setTimeout(60_000);

  it('fails on a core/ file importing a domain', async () => {
    expect(await lintErrors('server/src/core/planted.ts', "import { teamsService } from '../teams';\nexport const x = teamsService;\n")).toEqual([
      expect.stringContaining('core/ is domain-free'),
    ]);
  });

  it("fails on a domain importing another domain's internals, or a door", async () => {
    const deep = await lintErrors('server/src/teams/planted.ts', "import { usersService } from '../users/users.service';\nexport const x = usersService;\n");
    expect(deep).toEqual([expect.stringContaining('only through its index.ts')]);
    const door = await lintErrors('server/src/teams/planted.ts', "import { apiRouter } from '../rest/router';\nexport const x = apiRouter;\n");
    expect(door).toContainEqual(expect.stringContaining('below the doors'));
  });

  it('accepts a domain importing another through its front door, and core mechanisms', async () => {
    const code = "import { usersService } from '../users';\nimport { AppError } from '../core/errors';\nexport const x = [usersService, AppError];\n";
    expect(await lintErrors('server/src/teams/planted.ts', code)).toEqual([]);
  });
});
