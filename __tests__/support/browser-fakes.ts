/**
 * jsdom lacks matchMedia and IntersectionObserver. These fakes let tests say
 * whether the visitor prefers reduced motion and when an element becomes visible.
 */
type Listener = () => void;

let reducedMotion = false;
const mediaListeners = new Set<Listener>();

export const setReducedMotion = (value: boolean): void => {
  reducedMotion = value;
  mediaListeners.forEach((listener) => listener());
};

let viewportWidth = 1280;
export const setViewportWidth = (width: number): void => {
  viewportWidth = width;
  mediaListeners.forEach((listener) => listener());
};

const matches = (query: string): boolean => {
  if (query.includes("prefers-reduced-motion: reduce")) return reducedMotion;
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (min) return viewportWidth >= Number(min[1]);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (max) return viewportWidth <= Number(max[1]);
  return false;
};

class FakeIntersectionObserver {
  static instances = new Set<FakeIntersectionObserver>();
  readonly elements = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.add(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
    FakeIntersectionObserver.instances.delete(this);
  }
  takeRecords() {
    return [];
  }
  trigger(element: Element, ratio: number) {
    const entry = { target: element, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** Reports `element` as `ratio` visible to every observer watching it. */
export const setVisibility = (element: Element, ratio: number): void => {
  [...FakeIntersectionObserver.instances]
    .filter((observer) => observer.elements.has(element))
    .forEach((observer) => observer.trigger(element, ratio));
};

export const installBrowserFakes = (): void => {
  window.matchMedia = (query: string) => {
    const list = {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => mediaListeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => mediaListeners.delete(listener),
      addListener: (listener: Listener) => mediaListeners.add(listener),
      removeListener: (listener: Listener) => mediaListeners.delete(listener),
      dispatchEvent: () => false,
    };
    return list as unknown as MediaQueryList;
  };
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  beforeEach(() => {
    reducedMotion = false;
    viewportWidth = 1280;
  });
};
