/**
 * A signed-in route's first paint before the app has run (part of its early script, src/boot/earlyQuery.ts): once the
 * page's early query has answered, the top of the page as React will draw it (the header bar, and the hero's banner
 * frame with the answer's banner, its largest paint) is put on screen from a build-time copy of that markup
 * (src/boot/EarlyShell.tsx, rendered by src/prerender.tsx). Only once that paint is on screen does the document ask
 * for the app's bundle (loadApp): on a phone's network the banner then has it to itself, as the prerendered home's
 * art has (src/boot/deferredEntry.ts). Without a stored session, or without an answer, the bundle is asked for at once.
 * React renders into #root, hidden meanwhile; the first of its renders that is more than the "session being read"
 * placeholder (`.auth-pending`: the page, or whatever it shows instead) takes the early paint's place in the same
 * frame. The early paint's header and banner have the very classes and boxes of React's, so nothing moves.
 * It must stay tiny and import nothing the app's bundle imports.
 */

/** What a route document gives its early script (vite.config.ts, routeDocuments): the app's files and the shell. */
export interface EarlyBoot {
  /** The app's entry module. */
  entry: string;
  /** The modules the entry and the route's page import, asked for beside it (modulepreload). */
  preloads: string[];
  /** The early paint's markup: the header bar and the page's banner frame, its banner `img[data-early-banner]` empty. */
  shell: string;
}

declare global {
  interface Window {
    __clutchBoot?: EarlyBoot;
  }
}

/** The app is asked for after this long whatever the early paint's progress (a banner that never loads, say). */
export const EARLY_APP_FALLBACK_MS = 3000;
/** The id of the early paint's box, before #root. */
export const EARLY_PAINT_ID = 'early-paint';

/** Returns a function that asks for the app's bundle (modulepreloads, then the entry), once however often it is called. */
export function appLoader(doc: Document, boot: EarlyBoot): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (const href of boot.preloads) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.appendChild(link);
    }
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.entry;
    doc.head.appendChild(script);
  };
}

/** True once React has drawn more into #root than the placeholder it shows while the session is being read. */
export function appHasDrawn(root: Element): boolean {
  return root.firstElementChild !== null && root.querySelector('.auth-pending') === null;
}

/**
 * Paints `shell` before #root with `banner` in its banner image (the default art should that fail), hides #root until
 * React has drawn the page there (appHasDrawn), and calls `painted` once the banner is on screen (in a task after the
 * frame that follows its decoding). Returns false, painting nothing, when there is no #root or React has drawn into it
 * already.
 */
export function paintEarly(page: Window, shell: string, banner: string, fallbackBanner: string, painted: () => void): boolean {
  // The window's own constructors (MutationObserver): a test passes a window of its own.
  const win = page as Window & typeof globalThis;
  const doc = win.document;
  const root = doc.getElementById('root');
  if (!root || root.firstChild) return false;
  const box = doc.createElement('div');
  box.id = EARLY_PAINT_ID;
  // A picture of the page, not the page: nothing in it is focusable, clickable or read out.
  box.setAttribute('inert', '');
  box.setAttribute('aria-hidden', 'true');
  box.innerHTML = shell;
  const img = box.querySelector<HTMLImageElement>('img[data-early-banner]');
  if (!img) return false;
  img.addEventListener('error', () => {
    if (!img.src.endsWith(fallbackBanner)) img.src = fallbackBanner;
  });
  img.src = banner;
  root.parentNode!.insertBefore(box, root);
  root.style.display = 'none';
  const handOver = () => {
    if (!appHasDrawn(root)) return false;
    observer.disconnect();
    root.style.display = '';
    box.remove();
    return true;
  };
  // Called in the microtask after React's commit, before the browser paints it: one frame shows the early paint, the next React's page.
  const observer = new win.MutationObserver(() => void handOver());
  observer.observe(root, { childList: true, subtree: true });

  let reported = false;
  const report = () => {
    if (reported) return;
    reported = true;
    painted();
  };
  if (doc.visibilityState !== 'visible' || typeof win.requestAnimationFrame !== 'function') {
    report();
    return true;
  }
  // Not the banner's largest-contentful-paint entry: Chromium gives none for a low-entropy image (the default art
  // stretched over a wide screen), and the app then waited for the fallback delay, seconds on a fast desktop.
  const afterFrame = () => win.requestAnimationFrame(() => win.setTimeout(report, 0));
  if (typeof img.decode === 'function') img.decode().then(afterFrame, afterFrame);
  else img.addEventListener('load', afterFrame);
  return true;
}
