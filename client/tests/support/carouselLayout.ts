/**
 * jsdom lays nothing out, so embla would see every slide at 0 px and keep one snap. This gives the
 * carousels a simple layout: a slide (`.slide` / `.item`) is `slideWidth` wide, placed by its index
 * among its siblings; a viewport is `visible` slides wide. Returns an undo function.
 */
export function stubCarouselLayout({ slideWidth = 100, visible = 1 }: { slideWidth?: number; visible?: number } = {}) {
  const proto = window.HTMLElement.prototype;
  const isSlide = (el: HTMLElement) => el.classList.contains('slide') || el.classList.contains('item');
  const isViewport = (el: HTMLElement) => el.classList.contains('viewport');
  const originals = ['offsetWidth', 'offsetHeight', 'offsetLeft', 'offsetTop'].map(
    (key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const,
  );
  Object.defineProperty(proto, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      if (isSlide(this)) return slideWidth;
      if (isViewport(this) || this.parentElement?.classList.contains('viewport')) return slideWidth * visible;
      return 0;
    },
  });
  Object.defineProperty(proto, 'offsetHeight', { configurable: true, get: () => 100 });
  Object.defineProperty(proto, 'offsetTop', { configurable: true, get: () => 0 });
  Object.defineProperty(proto, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      if (!isSlide(this) || !this.parentElement) return 0;
      return Array.prototype.indexOf.call(this.parentElement.children, this) * slideWidth;
    },
  });
  // embla reads the last slide's margin; jsdom answers '' (NaN) for unset margins.
  const realGetComputedStyle = window.getComputedStyle;
  const spy = jest.spyOn(window, 'getComputedStyle').mockImplementation((el: Element, pseudo?: string | null) => {
    const style = realGetComputedStyle.call(window, el, pseudo);
    const get = style.getPropertyValue.bind(style);
    style.getPropertyValue = (name: string) => get(name) || (name.startsWith('margin') ? '0px' : '');
    return style;
  });
  return () => {
    spy.mockRestore();
    for (const [key, descriptor] of originals) {
      if (descriptor) Object.defineProperty(proto, key, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[key];
    }
  };
}
