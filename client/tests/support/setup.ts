import { cleanup } from '@testing-library/react';
import { fakeMediaQueryList } from './matchMedia';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom does not implement media playback; the banner's video slide calls play/pause.
Object.defineProperty(window.HTMLMediaElement.prototype, 'play', {
  configurable: true,
  value: () => Promise.resolve(),
});
Object.defineProperty(window.HTMLMediaElement.prototype, 'pause', { configurable: true, value: () => {} });

// jsdom has no PointerEvent; without it fireEvent.pointerDown drops clientX.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { configurable: true, value: PointerEventPolyfill });
}

// React Aria (Modal, ComboBox) reads CSS.escape / CSS.supports, which jsdom lacks (stack-notes T20).
if (typeof (globalThis as { CSS?: unknown }).CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escape = (value: string) => String(value).replace(/([^\w-])/g, '\\$1');
  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: { ...(globalThis as { CSS?: object }).CSS, escape, supports: () => false },
  });
}

// Embla and the media-query hooks need matchMedia, IntersectionObserver and ResizeObserver.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => fakeMediaQueryList(query, false),
  });
}
class ObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (typeof window.IntersectionObserver === 'undefined') {
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: ObserverStub });
  Object.defineProperty(globalThis, 'IntersectionObserver', { configurable: true, writable: true, value: ObserverStub });
}
if (typeof window.ResizeObserver === 'undefined') {
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: ObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { configurable: true, writable: true, value: ObserverStub });
}

// jsdom has no 2D canvas (the `canvas` package cannot be downloaded here, stack-notes T20): the
// podium's confetti draws into a context whose every method does nothing.
const noopContext = new Proxy({} as Record<string | symbol, unknown>, {
  get: (target, key) => (key in target ? target[key] : () => undefined),
  set: (target, key, value) => {
    target[key] = value;
    return true;
  },
});
Object.defineProperty(window.HTMLCanvasElement.prototype, 'getContext', {
  configurable: true,
  value: () => noopContext,
});

// jsdom does no layout and has no scrollIntoView (the home brings its welcome into view for a redirected visitor).
if (typeof window.Element.prototype.scrollIntoView !== 'function') {
  Object.defineProperty(window.Element.prototype, 'scrollIntoView', { configurable: true, writable: true, value: () => {} });
}

// jsdom's window.scrollTo reports "Not implemented" (the shell's ScrollRestoration scrolls a new page to the top).
Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => {} });
