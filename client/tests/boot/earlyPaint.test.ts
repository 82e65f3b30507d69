import { runEarlyScript } from '../../src/boot/earlyQuery';
import { appHasDrawn, appLoader, EARLY_APP_FALLBACK_MS, EARLY_PAINT_ID, paintEarly, type EarlyBoot } from '../../src/boot/earlyPaint';

/** A signed-in page's early paint and its hand-over to React (src/boot/earlyPaint.ts), in jsdom. */
const SHELL =
  '<div class="shell"><header class="bar">CLUTCH</header><main><div class="frame"><img class="banner" alt="" data-early-banner=""></div></main></div>';
const BOOT: EarlyBoot = { entry: '/assets/index-a.js', preloads: ['/assets/vendor-react-b.js', '/assets/LeaguePage-c.js'], shell: SHELL };
const DEFAULT = '/images/defaults/banner.svg';

const asked = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map((node) => [
    node.tagName,
    node.getAttribute('href') ?? node.getAttribute('src'),
  ]);
const earlyPaint = () => document.getElementById(EARLY_PAINT_ID);
const root = () => document.getElementById('root')!;
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** A window over jsdom's document whose LCP observer (when `lcp`) is driven by the test; frames run when asked. */
function fakeWindow(options: { lcp?: boolean; visible?: boolean } = {}) {
  const frames: FrameRequestCallback[] = [];
  const timers: Array<() => void> = [];
  let lcpCallback: ((list: { getEntries(): unknown[] }, self: { disconnect(): void }) => void) | null = null;
  class FakePerformanceObserver {
    static supportedEntryTypes = options.lcp ? ['paint', 'largest-contentful-paint'] : ['paint'];
    constructor(callback: typeof lcpCallback) {
      lcpCallback = callback;
    }
    observe() {}
    disconnect() {
      lcpCallback = null;
    }
  }
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (options.visible === false ? 'hidden' : 'visible') });
  const win = {
    document,
    MutationObserver: window.MutationObserver,
    PerformanceObserver: FakePerformanceObserver,
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  } as unknown as Window;
  return {
    win,
    runFrame: () => frames.splice(0).forEach((frame) => frame(0)),
    runTimers: () => timers.splice(0).forEach((timer) => timer()),
    reportLcp: (element: Element) => lcpCallback?.({ getEntries: () => [{ element }] }, { disconnect: () => (lcpCallback = null) }),
  };
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"></div>';
});

describe('appLoader', () => {
  it("asks for the route's modules and then the entry, once however often it is called", () => {
    const load = appLoader(document, BOOT);
    expect(asked()).toEqual([]);
    load();
    load();
    expect(asked()).toEqual([
      ['LINK', '/assets/vendor-react-b.js'],
      ['LINK', '/assets/LeaguePage-c.js'],
      ['SCRIPT', '/assets/index-a.js'],
    ]);
  });
});

describe('paintEarly', () => {
  it("paints the shell before #root with the page's banner, inert, and hides #root meanwhile", () => {
    const { win } = fakeWindow({ lcp: true });
    expect(paintEarly(win, SHELL, '/media/b.png', DEFAULT, () => undefined)).toBe(true);
    const box = earlyPaint()!;
    expect(box.nextElementSibling).toBe(root());
    expect(box.hasAttribute('inert')).toBe(true);
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.querySelector('img')!.getAttribute('src')).toBe('/media/b.png');
    expect(root().style.display).toBe('none');
  });

  it("shows the default art when the banner fails, as React's FallbackImage does", () => {
    const { win } = fakeWindow({ lcp: true });
    paintEarly(win, SHELL, '/media/gone.png', DEFAULT, () => undefined);
    const img = earlyPaint()!.querySelector('img')!;
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe(DEFAULT);
  });

  it("gives way to React's first render that is more than the session placeholder, in the same task as React's commit", async () => {
    const { win } = fakeWindow({ lcp: true });
    paintEarly(win, SHELL, '/media/b.png', DEFAULT, () => undefined);
    // The router's fallback, then the shell with the session being read: the early paint stays.
    root().innerHTML = '<div class="auth-pending" aria-busy="true"></div>';
    await flush();
    expect(earlyPaint()).not.toBeNull();
    root().innerHTML = '<div class="shell"><header></header><main id="main"><div class="auth-pending"></div></main></div>';
    await flush();
    expect(earlyPaint()).not.toBeNull();
    expect(root().style.display).toBe('none');
    // The page (or whatever the app shows instead: a redirect's page, an error).
    root().querySelector('main')!.innerHTML = '<div class="page"><img data-testid="profile-banner"></div>';
    await flush();
    expect(earlyPaint()).toBeNull();
    expect(root().style.display).toBe('');
  });

  it('paints nothing once React has drawn into #root', () => {
    const { win } = fakeWindow({ lcp: true });
    root().innerHTML = '<div class="page"></div>';
    expect(paintEarly(win, SHELL, '/media/b.png', DEFAULT, () => undefined)).toBe(false);
    expect(earlyPaint()).toBeNull();
    expect(appHasDrawn(root())).toBe(true);
  });

  it("reports the paint after the frame that follows the banner, though the browser gives largest-contentful-paint entries and none names it (a low-entropy banner, as the default art on a wide screen, is never one)", () => {
    const { win, reportLcp, runFrame, runTimers } = fakeWindow({ lcp: true });
    const painted = jest.fn();
    paintEarly(win, SHELL, '/media/b.png', DEFAULT, painted);
    reportLcp(document.querySelector('header')!);
    runFrame();
    runTimers();
    expect(painted).not.toHaveBeenCalled();
    earlyPaint()!.querySelector('img')!.dispatchEvent(new Event('load'));
    runFrame();
    runTimers();
    expect(painted).toHaveBeenCalledTimes(1);
  });

  it('without largest-contentful-paint entries, reports after the frame that follows the banner; in a hidden tab at once', () => {
    const { win, runFrame, runTimers } = fakeWindow({ lcp: false });
    const painted = jest.fn();
    paintEarly(win, SHELL, '/media/b.png', DEFAULT, painted);
    runFrame();
    runTimers();
    expect(painted).not.toHaveBeenCalled();
    earlyPaint()!.querySelector('img')!.dispatchEvent(new Event('load'));
    runFrame();
    expect(painted).not.toHaveBeenCalled();
    runTimers();
    expect(painted).toHaveBeenCalledTimes(1);

    document.body.innerHTML = '<div id="root"></div>';
    const hidden = fakeWindow({ lcp: true, visible: false });
    const paintedHidden = jest.fn();
    paintEarly(hidden.win, SHELL, '/media/b.png', DEFAULT, paintedHidden);
    expect(paintedHidden).toHaveBeenCalledTimes(1);
  });
});

describe('runEarlyScript in a document that leaves the bundle to it (window.__clutchBoot)', () => {
  const page = {
    prefix: 'league',
    operationName: 'LeaguePage',
    query: 'query LeaguePage',
    variables: (param: string) => ({ param }),
    root: 'league',
  };
  /** jsdom's document on `pathname`, with or without a stored session, whose /graphql answers `answer`. */
  const bootWindow = (pathname: string, session: boolean, answer: unknown) => {
    const fake = fakeWindow({ lcp: true });
    const fallbacks: number[] = [];
    const later = fake.win.setTimeout.bind(fake.win);
    const win = Object.assign(fake.win, {
      __clutchBoot: BOOT,
      location: { pathname },
      localStorage: {
        getItem: () => (session ? JSON.stringify({ access_token: 'tok', expires_at: Date.now() / 1000 + 3600 }) : null),
      },
      fetch: async () => ({ ok: true, json: async () => answer }) as Response,
      navigator: { language: 'en-US' },
      setTimeout: (callback: () => void, ms: number) => (fallbacks.push(ms), ms === EARLY_APP_FALLBACK_MS ? 0 : later(callback, ms)),
    }) as Window;
    return { ...fake, win, fallbacks };
  };

  it('asks for the bundle at once for a visitor (nothing to paint)', () => {
    const { win } = bootWindow('/league/Spring', false, null);
    expect(runEarlyScript(page, win)).toBeNull();
    expect(asked().map(([, href]) => href)).toEqual([...BOOT.preloads, BOOT.entry]);
    expect(earlyPaint()).toBeNull();
  });

  it("paints the page's top from the answer, and asks for the bundle only once that paint is on screen (or after the fallback delay)", async () => {
    const { win, runFrame, runTimers, fallbacks } = bootWindow('/league/Spring', true, { data: { league: { id: 'l1', banner: null } } });
    await runEarlyScript(page, win)!.result;
    await flush();
    expect(fallbacks).toContain(EARLY_APP_FALLBACK_MS);
    const img = earlyPaint()!.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(DEFAULT);
    expect(asked()).toEqual([]);
    img.dispatchEvent(new Event('load'));
    runFrame();
    runTimers();
    expect(asked().map(([, href]) => href)).toEqual([...BOOT.preloads, BOOT.entry]);
  });

  it('asks for the bundle at once when the answer has no page (not found, or no usable answer)', async () => {
    const { win } = bootWindow('/league/Nope', true, { data: { league: null } });
    await runEarlyScript(page, win)!.result;
    await flush();
    expect(earlyPaint()).toBeNull();
    expect(asked().map(([, href]) => href)).toEqual([...BOOT.preloads, BOOT.entry]);
  });
});
