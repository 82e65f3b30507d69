/** A controllable IntersectionObserver: tests say whether each observer (told apart by rootMargin) sees its elements. */
export class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** Reports the element intersecting (or not) this observer's root, margin included. */
  report(isIntersecting: boolean) {
    if (this.disconnected) return;
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Installs FakeObserver as the global IntersectionObserver for the tests of the calling file. */
export function useFakeIntersectionObserver(): void {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.all = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });
}

/** The observer that watches for an element on screen (no margin). */
export const onScreenObserver = () => FakeObserver.all.find((o) => !o.options.rootMargin)!;
/** The observer that watches for an element within its margin of the screen. */
export const nearbyObserver = () => FakeObserver.all.find((o) => o.options.rootMargin)!;
