/**
 * A route's own query, started by a small script inline in that route's document (client/vite.config.ts,
 * routeDocuments, built from src/boot/<page>Page.ts) while the app's bundle is still downloading: a phone on a slow network then has the page's data, and its banner,
 * by the time the app first renders. The app adopts the answer instead of asking again (apollo/earlyResultLink.ts).
 * This module is the early script's own code: it must stay tiny and import nothing the app's bundle imports.
 */
import { appLoader, EARLY_APP_FALLBACK_MS, paintEarly } from './earlyPaint';

/** The answer of an early query, or null when it had no usable answer (the app then asks itself). */
export interface EarlyResult {
  data: Record<string, unknown>;
}

/** A query started before the app ran, kept on `window.__clutchEarlyQuery` for the app to adopt once. */
export interface EarlyQuery {
  operationName: string;
  variables: Record<string, unknown>;
  result: Promise<EarlyResult | null>;
}

declare global {
  interface Window {
    __clutchEarlyQuery?: EarlyQuery;
    /**
     * Set when the app first looks for an early query (apollo/earlyResultLink.ts). An early script inline in its
     * document runs before the app; should the app ever have run first (a document whose early script came as a file
     * of its own, after the app's cached bundle), it has asked for the page itself, and the early script leaves the
     * query to it rather than sending it a second time.
     */
    __clutchAppAsked?: boolean;
  }
}

/** Where auth-js keeps the session (AUTH_STORAGE_KEY in src/auth/authClient.ts; a test keeps the two equal). */
export const EARLY_AUTH_STORAGE_KEY = 'clutch.auth.session';
/** The art a page shows when it has no banner (defaultImages.banner in src/lib/images.ts; a test keeps the two equal). */
export const EARLY_DEFAULT_BANNER = '/images/defaults/banner.svg';
/** auth-js refreshes a token this close to its expiry before using it (EXPIRY_MARGIN_MS): the early query leaves such a session to the app. */
export const EARLY_EXPIRY_MARGIN_MS = 90_000;

/** The stored session's access token while it is valid for a while yet, else null (a visitor, or a token due for refresh). */
export function storedAccessToken(storage: Pick<Storage, 'getItem'>, nowMs: number): string | null {
  try {
    const session = JSON.parse(storage.getItem(EARLY_AUTH_STORAGE_KEY) ?? 'null') as {
      access_token?: unknown;
      expires_at?: unknown;
    } | null;
    if (typeof session?.access_token !== 'string' || typeof session.expires_at !== 'number') return null;
    return session.expires_at * 1000 - nowMs > EARLY_EXPIRY_MARGIN_MS ? session.access_token : null;
  } catch {
    return null;
  }
}

/**
 * The `:param` of `/<prefix>/:param` as the router hands it to the page (each segment decoded, an encoded slash kept
 * encoded: as src/apollo/prefetchRoute.ts decodes it), or null on another path or an undecodable one.
 */
export function routeParam(pathname: string, prefix: string): string | null {
  const parts = pathname.replace(/\/$/, '').split('/');
  if (parts.length !== 3 || parts[0] !== '' || parts[1] !== prefix || !parts[2]) return null;
  try {
    return decodeURIComponent(parts[2]).replace(/\//g, '%2F');
  } catch {
    return null;
  }
}

/**
 * POSTs the operation to /graphql as the signed-in viewer (the stored session's token). Resolves to the answer when it
 * is a full success (HTTP 200, data and no errors), else null; never rejects. Returns null, asking nothing, without a
 * usable session: signed-in pages only.
 */
export function startEarlyQuery(options: {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  storage: Pick<Storage, 'getItem'>;
  fetch: typeof fetch;
  nowMs: number;
}): EarlyQuery | null {
  const token = storedAccessToken(options.storage, options.nowMs);
  if (!token) return null;
  const { operationName, query, variables } = options;
  const result = options
    .fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ operationName, variables, query }),
    })
    .then(async (res) => {
      if (!res.ok) return null;
      const body = (await res.json()) as { data?: unknown; errors?: unknown };
      return body.data && typeof body.data === 'object' && !body.errors ? { data: body.data as Record<string, unknown> } : null;
    })
    .catch(() => null);
  return { operationName, variables, result };
}

/** Asks the browser for an image the first paint will show, at high priority (a preload link, as the parser would find it). */
export function preloadImage(doc: Document, href: string): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  doc.head.appendChild(link);
}

/** A route's early script: `/<prefix>/:param`'s own query, and the banner of the answer's `<root>` field (its hero's largest paint). */
export interface EarlyPage {
  prefix: string;
  operationName: string;
  /** The text Apollo sends for the operation (virtual:clutch-gql/text/<Document>), so the app can adopt the answer. */
  query: string;
  /** The operation's variables as the page asks with them, from the route's parameter. */
  variables: (param: string) => Record<string, unknown>;
  /** The answer's field whose `banner` the page's hero shows (the default art when it has none). */
  root: string;
}

/**
 * Runs a route's early script (src/boot/<page>Page.ts): starts the page's query as the stored viewer unless the app
 * has already asked (window.__clutchAppAsked), leaves it on window.__clutchEarlyQuery for the app, paints the top of
 * the page from the answer (src/boot/earlyPaint.ts) or else preloads the answer's banner, and in a task of its own has
 * the browser load its Intl data while the bundle downloads (warmUpIntl). In a document that leaves the app's bundle
 * to it (window.__clutchBoot), it asks for the bundle once that early paint is on screen, or at once when there is
 * nothing to paint (no stored session, no usable answer), and in any case after EARLY_APP_FALLBACK_MS.
 */
export function runEarlyScript(page: EarlyPage, win: Window = window): EarlyQuery | null {
  let early: EarlyQuery | null = null;
  const param = routeParam(win.location.pathname, page.prefix);
  // The app ran first and has asked for the page itself.
  if (param !== null && !win.__clutchAppAsked) {
    try {
      early = startEarlyQuery({
        operationName: page.operationName,
        query: page.query,
        variables: page.variables(param),
        storage: win.localStorage,
        fetch: win.fetch.bind(win),
        nowMs: Date.now(),
      });
    } catch {
      // No storage (a browser that refuses it): the app asks for the page itself.
      early = null;
    }
  }
  // A document that leaves the app's bundle to this script (EarlyBoot): asked for after the early paint, or at once.
  const boot = win.__clutchBoot;
  const loadApp = boot ? appLoader(win.document, boot) : () => undefined;
  if (early) {
    win.__clutchEarlyQuery = early;
    win.setTimeout(loadApp, EARLY_APP_FALLBACK_MS);
    void early.result.then((answer) => {
      const found = answer?.data[page.root] as { banner?: string | null } | null | undefined;
      if (!found) return loadApp();
      const banner = found.banner?.trim() ? found.banner : EARLY_DEFAULT_BANNER;
      if (!boot || !paintEarly(win, boot.shell, banner, EARLY_DEFAULT_BANNER, loadApp)) {
        preloadImage(win.document, banner);
        loadApp();
      }
    });
  } else {
    loadApp();
  }
  win.setTimeout(() => warmUpIntl(win.navigator.language || 'en-US'), 0);
  return early;
}

/**
 * Has the browser load its internationalization data now, while the app's bundle is still downloading and the main
 * thread has nothing else to do. The first Intl call of a page loads it in one uninterruptible piece (about 50 ms on
 * this machine's desktop Chromium, four times that on a phone); without this the league page paid for it after its
 * first paint, when React Aria's first module checks the locale (its Tabs), in the same task as the page's body.
 * The same calls as that check (supportedLocalesOf, then Intl.Locale's maximize), so nothing of it is left for later.
 * Then the same for the time-zone data a match or tournament hero's scheduled time reads: the same formats as
 * lib/scheduledTime.ts's formatScheduledTime (a test keeps them equal), 15 to 35 ms of the hero's render otherwise.
 */
export function warmUpIntl(locale: string): void {
  try {
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
    if (typeof Intl.Locale === 'function') new Intl.Locale(locale).maximize();
  } catch {
    // An unusual locale (React Aria falls back to en-US): nothing to warm up.
  }
  try {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const now = new Date();
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }).formatToParts(now);
    new Intl.DateTimeFormat(undefined, { timeZone, timeZoneName: 'short' }).formatToParts(now);
  } catch {
    // No time zone to read (the page falls back to its default): nothing to warm up.
  }
}
