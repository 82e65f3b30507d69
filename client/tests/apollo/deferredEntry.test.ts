import { DEFERRED_ENTRY_FALLBACK_MS, deferredEntryLoader } from '../../src/boot/deferredEntry';

/** The prerendered home's loader of the app (src/boot/deferredEntry.ts), run as the document runs it. */
describe('deferredEntryLoader', () => {
  const script = deferredEntryLoader('/assets/index-a.js', ['/assets/vendor-react-b.js', '/assets/vendor-graphql-c.js']);
  const added = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map((node) => [
      node.tagName,
      node.getAttribute('href') ?? node.getAttribute('src'),
      node.getAttribute('crossorigin'),
    ]);
  let visibility: DocumentVisibilityState = 'visible';
  let frames: FrameRequestCallback[] = [];

  beforeEach(() => {
    document.head.innerHTML = '';
    frames = [];
    jest.useFakeTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    window.requestAnimationFrame = (callback) => (frames.push(callback), frames.length);
  });
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
  });
  afterAll(() => {
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('asks for the entry and its imports only once the first paint is on screen (after the first frame where paint timing is unknown)', () => {
    visibility = 'visible';
    new Function(script)();
    expect(added()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(added()).toEqual([]);
    jest.runAllTimers();
    expect(added()).toEqual([
      ['LINK', '/assets/vendor-react-b.js', ''],
      ['LINK', '/assets/vendor-graphql-c.js', ''],
      ['SCRIPT', '/assets/index-a.js', ''],
    ]);
  });

  it('asks once the browser reports the first contentful paint, and only once', () => {
    visibility = 'visible';
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined;
    const disconnect = jest.fn();
    const observe = jest.fn();
    const original = window.PerformanceObserver;
    window.PerformanceObserver = Object.assign(
      function (callback: typeof report) {
        report = callback;
        return { observe, disconnect };
      },
      { supportedEntryTypes: ['paint'] },
    ) as unknown as typeof PerformanceObserver;
    try {
      new Function(script)();
      expect(observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
      report!({ getEntriesByName: () => [] }, { disconnect });
      jest.advanceTimersByTime(0);
      expect(added()).toEqual([]);
      report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect });
      expect(disconnect).toHaveBeenCalled();
      jest.advanceTimersByTime(0);
      expect(added().map(([tag]) => tag)).toEqual(['LINK', 'LINK', 'SCRIPT']);
      // The fallback timer finds the bundle asked for already.
      jest.advanceTimersByTime(DEFERRED_ENTRY_FALLBACK_MS);
      expect(added()).toHaveLength(3);
      expect(frames).toEqual([]);
    } finally {
      window.PerformanceObserver = original;
    }
  });

  it('asks after FALLBACK_MS when no paint is reported', () => {
    visibility = 'visible';
    new Function(script)();
    jest.advanceTimersByTime(DEFERRED_ENTRY_FALLBACK_MS);
    expect(added()).toHaveLength(3);
    frames.forEach((frame) => frame(0));
    jest.runAllTimers();
    expect(added()).toHaveLength(3);
  });

  it('asks at once in a hidden tab, where no frame runs', () => {
    visibility = 'hidden';
    new Function(script)();
    expect(added().map(([tag]) => tag)).toEqual(['LINK', 'LINK', 'SCRIPT']);
    expect(frames).toEqual([]);
  });
});
