import { ApolloClient, ApolloLink, gql, type TypedDocumentNode } from '@apollo/client';
import { execute } from '@apollo/client/link';
import { Observable } from 'rxjs';
import { createCache } from '../../src/apollo/cache';
import { createApolloClient, createPrefetchQuery } from '../../src/apollo/createApolloClient';
import { createEarlyQuerySlot, createEarlyResultLink, takeWindowEarlyQuery } from '../../src/apollo/earlyResultLink';
import { AUTH_STORAGE_KEY } from '../../src/auth/authClient';
import {
  EARLY_AUTH_STORAGE_KEY,
  EARLY_DEFAULT_BANNER,
  routeParam,
  runEarlyScript,
  startEarlyQuery,
  storedAccessToken,
  warmUpIntl,
  type EarlyQuery,
} from '../../src/boot/earlyQuery';
import { defaultImages } from '../../src/lib/images';
import { formatScheduledTime } from '../../src/lib/scheduledTime';

const QUERY = gql`
  query LeaguePage($param: String!) {
    league(param: $param) {
      id
    }
  }
`;
const NOW = 1_800_000_000_000;
const storage = (session: unknown) => ({ getItem: (key: string) => (key === AUTH_STORAGE_KEY ? JSON.stringify(session) : null) });

/** Runs LeaguePage(param) through `early` then a server that answers `served`; returns the answer and the server's calls. */
async function run(link: ApolloLink, param: string) {
  const served: string[] = [];
  const server = new ApolloLink((operation) => {
    served.push(operation.operationName!);
    return new Observable((observer) => {
      observer.next({ data: { league: { id: 'from-server' } } });
      observer.complete();
    });
  });
  const client = createApolloClient({ getAccessToken: () => null, wsUrl: 'ws://localhost/graphql' }).client;
  const answer = await new Promise((resolve, reject) =>
    execute(link.concat(server), { query: QUERY, variables: { param } }, { client }).subscribe({ next: resolve, error: reject }),
  );
  return { answer, served };
}

const early = (result: EarlyQuery['result'], param = 'Spring'): EarlyQuery => ({
  operationName: 'LeaguePage',
  variables: { param },
  result,
});

describe('early query (src/boot/earlyQuery.ts) and its adoption (earlyResultLink)', () => {
  it('answers the matching operation once with the early answer; later ones go to the server', async () => {
    const link = createEarlyResultLink(createEarlyQuerySlot(() => early(Promise.resolve({ data: { league: { id: 'early' } } }))));
    expect(await run(link, 'Spring')).toEqual({ answer: { data: { league: { id: 'early' } } }, served: [] });
    expect(await run(link, 'Spring')).toEqual({ answer: { data: { league: { id: 'from-server' } } }, served: ['LeaguePage'] });
  });

  it('hands the early answer over in a task of its own, not in the task that asked for it', async () => {
    const link = createEarlyResultLink(createEarlyQuerySlot(() => early(Promise.resolve({ data: { league: { id: 'early' } } }))));
    const client = createApolloClient({ getAccessToken: () => null, wsUrl: 'ws://localhost/graphql' }).client;
    const answers: unknown[] = [];
    execute(link, { query: QUERY, variables: { param: 'Spring' } }, { client }).subscribe({ next: (answer) => answers.push(answer) });
    // Every microtask of the asking task has run: the answer (already there) is not handed over yet.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(answers).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toEqual([{ data: { league: { id: 'early' } } }]);
  });

  it('sends an operation with other variables, or any operation when the early query had no usable answer, to the server', async () => {
    expect((await run(createEarlyResultLink(createEarlyQuerySlot(() => early(Promise.resolve({ data: {} })))), 'Autumn')).served).toEqual([
      'LeaguePage',
    ]);
    const failed = createEarlyResultLink(createEarlyQuerySlot(() => early(Promise.resolve(null))));
    expect(await run(failed, 'Spring')).toEqual({ answer: { data: { league: { id: 'from-server' } } }, served: ['LeaguePage'] });
  });

  describe("a route's prefetch (createPrefetchQuery)", () => {
    const LEAGUE_PAGE = QUERY as TypedDocumentNode<{ league: { __typename: 'League'; id: string } | null }, { param: string }>;
    const answer = { data: { league: { __typename: 'League', id: 'early' } } };
    /** A client whose link is the early query's then a server that counts what it is asked. */
    function setup(result: EarlyQuery['result']) {
      const served: string[] = [];
      const slot = createEarlyQuerySlot(() => early(result));
      const server = new ApolloLink((operation) => {
        served.push(operation.operationName!);
        return new Observable((observer) => {
          observer.next({ data: { league: { __typename: 'League', id: 'from-server' } } });
          observer.complete();
        });
      });
      const client = new ApolloClient({ cache: createCache(), link: createEarlyResultLink(slot).concat(server) });
      return { client, served, slot, prefetch: createPrefetchQuery(client, slot) };
    }

    it('writes the early answer straight into the cache, in a task of its own, and the page then asks nobody', async () => {
      const { client, served, prefetch } = setup(Promise.resolve(answer));
      const done = prefetch(LEAGUE_PAGE, { param: 'Spring' });
      for (let i = 0; i < 10; i++) await Promise.resolve();
      expect(client.cache.readQuery({ query: LEAGUE_PAGE, variables: { param: 'Spring' } })).toBeNull();
      expect(await done).toEqual(answer.data);
      expect(client.cache.readQuery({ query: LEAGUE_PAGE, variables: { param: 'Spring' } })).toEqual(answer.data);
      // The page's own query (cache-first) is answered from the cache.
      expect((await client.query({ query: LEAGUE_PAGE, variables: { param: 'Spring' } })).data).toEqual(answer.data);
      expect(served).toEqual([]);
    });

    it('leaves the early answer to the page when the page asked first: the server is asked nothing', async () => {
      const { client, served, prefetch, slot } = setup(Promise.resolve(answer));
      const adopt = jest.spyOn(slot, 'adopt');
      const pageAsked = client.query({ query: LEAGUE_PAGE, variables: { param: 'Spring' } });
      // The prefetch finds the early query taken and asks Apollo, which joins the page's request.
      expect(await prefetch(LEAGUE_PAGE, { param: 'Spring' })).toEqual(answer.data);
      expect((await pageAsked).data).toEqual(answer.data);
      expect(adopt.mock.results.map((result) => result.value)).toEqual([true]);
      expect(served).toEqual([]);
    });

    it('sends the query when the early query had no usable answer, or is another operation', async () => {
      const failed = setup(Promise.resolve(null));
      expect(await failed.prefetch(LEAGUE_PAGE, { param: 'Spring' })).toEqual({ league: { __typename: 'League', id: 'from-server' } });
      expect(failed.served).toEqual(['LeaguePage']);
      const other = setup(Promise.resolve(answer));
      expect(await other.prefetch(LEAGUE_PAGE, { param: 'Autumn' })).toEqual({ league: { __typename: 'League', id: 'from-server' } });
      expect(other.served).toEqual(['LeaguePage']);
      // The early answer is still there for its own operation.
      expect((await other.client.query({ query: LEAGUE_PAGE, variables: { param: 'Spring' } })).data).toEqual(answer.data);
      expect(other.served).toEqual(['LeaguePage']);
    });
  });

  it("uses the stored session's token only while it is not due for refresh", () => {
    expect(storedAccessToken(storage({ access_token: 'tok', expires_at: NOW / 1000 + 3600 }), NOW)).toBe('tok');
    expect(storedAccessToken(storage({ access_token: 'tok', expires_at: NOW / 1000 + 30 }), NOW)).toBeNull();
    expect(storedAccessToken(storage(null), NOW)).toBeNull();
    expect(storedAccessToken({ getItem: () => '{not json' }, NOW)).toBeNull();
  });

  it('asks as the stored viewer, and only a full success is adopted', async () => {
    const fetch = jest.fn(async () => ({ ok: true, json: async () => ({ data: { league: { id: 'l1' } } }) }) as Response);
    const query = startEarlyQuery({
      operationName: 'LeaguePage',
      query: 'query LeaguePage { __typename }',
      variables: { param: 'Spring' },
      storage: storage({ access_token: 'tok', expires_at: NOW / 1000 + 3600 }),
      fetch,
      nowMs: NOW,
    });
    expect(await query!.result).toEqual({ data: { league: { id: 'l1' } } });
    expect(fetch).toHaveBeenCalledWith('/graphql', expect.objectContaining({ method: 'POST' }));
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({ authorization: 'Bearer tok' });

    const refused = jest.fn(async () => ({ ok: true, json: async () => ({ data: null, errors: [{ message: 'no' }] }) }) as Response);
    const offline = jest.fn(async () => Promise.reject(new Error('offline')));
    for (const f of [refused, offline]) {
      const q = startEarlyQuery({
        operationName: 'X',
        query: '',
        variables: {},
        storage: storage({ access_token: 't', expires_at: NOW / 1000 + 3600 }),
        fetch: f,
        nowMs: NOW,
      });
      expect(await q!.result).toBeNull();
    }
    expect(startEarlyQuery({ operationName: 'X', query: '', variables: {}, storage: storage(null), fetch, nowMs: NOW })).toBeNull();
  });

  it('hands the early query to the app once and marks the app as having asked, so a late early script sends none', () => {
    const query = early(Promise.resolve(null));
    delete window.__clutchAppAsked;
    window.__clutchEarlyQuery = query;
    expect(takeWindowEarlyQuery()).toBe(query);
    expect(window.__clutchAppAsked).toBe(true);
    expect(window.__clutchEarlyQuery).toBeUndefined();
    // The app looked before any early script ran: marked all the same.
    delete window.__clutchAppAsked;
    expect(takeWindowEarlyQuery()).toBeUndefined();
    expect(window.__clutchAppAsked).toBe(true);
    delete window.__clutchAppAsked;
  });

  it("reads the route's parameter as the router hands it to the page", () => {
    expect(routeParam('/league/Valorant%20NA%20Ladder', 'league')).toBe('Valorant NA Ladder');
    expect(routeParam('/league/a%2Fb/', 'league')).toBe('a%2Fb');
    for (const path of ['/', '/league', '/league/a/b', '/team/abc', '/league/%E0%A4%A']) expect(routeParam(path, 'league')).toBeNull();
  });

  it("keeps the app's own storage key and default banner", () => {
    expect(EARLY_AUTH_STORAGE_KEY).toBe(AUTH_STORAGE_KEY);
    expect(EARLY_DEFAULT_BANNER).toBe(defaultImages.banner);
  });

  it('warms up Intl with the same calls as React Aria, and a locale Intl refuses is ignored', () => {
    const supported = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const maximize = jest.spyOn(Intl.Locale.prototype, 'maximize');
    warmUpIntl('en-US');
    expect(supported).toHaveBeenCalledWith(['en-US']);
    expect(maximize).toHaveBeenCalledTimes(1);
    expect(() => warmUpIntl('not a locale!')).not.toThrow();
    supported.mockRestore();
    maximize.mockRestore();
  });

  it("warms up the time-zone data with the very formats of a hero's scheduled time (formatScheduledTime)", () => {
    const made = (run: () => void) => {
      const formats = jest.spyOn(Intl, 'DateTimeFormat');
      try {
        run();
        // Each format made with options (the bare one reads the browser's zone).
        return formats.mock.calls.filter((args) => args.length > 0).map((args) => JSON.stringify(args));
      } finally {
        formats.mockRestore();
      }
    };
    const warmed = made(() => warmUpIntl('en-US'));
    // A zone this test's process has not formatted before, so formatScheduledTime makes its formats now.
    const shown = made(() => formatScheduledTime('2026-11-23T19:00:00Z', Intl.DateTimeFormat().resolvedOptions().timeZone));
    expect(warmed).toHaveLength(2);
    expect(warmed).toEqual(shown);
  });

  describe("a route's early script (runEarlyScript)", () => {
    const page = {
      prefix: 'match',
      operationName: 'MatchPage',
      query: 'query MatchPage',
      variables: (id: string) => ({ id }),
      root: 'match',
    };
    /** A window on `pathname` with a stored session, whose /graphql answers `answer`; what it sent and preloaded. */
    const fakeWindow = (pathname: string, answer: unknown, appAsked = false) => {
      const sent: Array<{ operationName: string; variables: unknown }> = [];
      const preloaded: string[] = [];
      const win = {
        location: { pathname },
        localStorage: storage({ access_token: 'tok', expires_at: Date.now() / 1000 + 3600 }),
        fetch: async (_url: string, init: RequestInit) => {
          sent.push(JSON.parse(String(init.body)));
          return { ok: true, json: async () => answer } as Response;
        },
        document: {
          createElement: () => ({ setAttribute() {} }),
          head: { appendChild: (link: { href: string }) => preloaded.push(link.href) },
        },
        navigator: { language: 'en-US' },
        setTimeout: () => 0,
        __clutchAppAsked: appAsked,
      } as unknown as Window;
      return { win, sent, preloaded };
    };

    it("starts the page's query for its route, leaves it for the app, then preloads the answer's banner (the default art when it has none)", async () => {
      const { win, sent, preloaded } = fakeWindow('/match/m1', { data: { match: { id: 'm1', banner: null } } });
      const early = runEarlyScript(page, win);
      expect(win.__clutchEarlyQuery).toBe(early);
      expect(sent).toEqual([{ operationName: 'MatchPage', variables: { id: 'm1' }, query: 'query MatchPage' }]);
      expect(await early!.result).toEqual({ data: { match: { id: 'm1', banner: null } } });
      await Promise.resolve();
      expect(preloaded).toEqual([EARLY_DEFAULT_BANNER]);

      const withBanner = fakeWindow('/match/m2', { data: { match: { id: 'm2', banner: '/media/b.png' } } });
      await runEarlyScript(page, withBanner.win)!.result;
      await Promise.resolve();
      expect(withBanner.preloaded).toEqual(['/media/b.png']);
    });

    it('asks nothing on another route, when the app has asked already, and preloads nothing for a page not found', async () => {
      for (const [path, asked] of [
        ['/league/m1', false],
        ['/match/m1', true],
      ] as const) {
        const { win, sent } = fakeWindow(path, { data: { match: null } }, asked);
        expect(runEarlyScript(page, win)).toBeNull();
        expect(sent).toEqual([]);
        expect(win.__clutchEarlyQuery).toBeUndefined();
      }
      const missing = fakeWindow('/match/nope', { data: { match: null } });
      await runEarlyScript(page, missing.win)!.result;
      await Promise.resolve();
      expect(missing.preloaded).toEqual([]);
    });
  });
});
