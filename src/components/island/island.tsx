import React, {
  lazy,
  memo,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type HTMLAttributes,
  type ReactNode,
} from "react";

/**
 * When an island's server HTML becomes React's: once it comes near the viewport, once a visitor first uses it
 * (focus, pointer or key inside), or never (static content that needs no JavaScript).
 */
export type IslandWhen = "visible" | "interaction" | "never";

export interface IslandProps extends Omit<HTMLAttributes<HTMLDivElement>, "children"> {
  /** The wrapper is marked `data-island` with this, and `data-hydrated` once React runs the content. */
  when: IslandWhen;
  children: ReactNode;
  /** Called once the content runs in the browser: hydrated, or rendered after a client-side navigation. */
  onHydrated?: () => void;
}

/** Hydrates a little before the island scrolls into view, so it is usually live by the time it is seen. */
const VISIBLE_MARGIN = "200px 0px";
/** First signs of use: a pointer over or down, focus (keyboard or touch) or a key inside the island. */
const USE_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown", "click"] as const;

/** One island's gate and its latest content, shared by the parts of the island below. */
interface Gate {
  opened: boolean;
  open(): void;
  /** Resolves when the gate opens: a lazy component's module, so React's own Suspense waits for it. */
  Waiting: React.LazyExoticComponent<React.ComponentType>;
  hydrated: boolean;
  /** A form submitted before React ran it, to submit again once it does. */
  heldSubmit?: HTMLFormElement;
  serverChildren: ReactNode;
  children: ReactNode;
  listeners: Set<() => void>;
  publish(children: ReactNode): void;
}

const createGate = (children: ReactNode): Gate => {
  let resolve = () => undefined as void;
  const opened = new Promise<void>((done) => (resolve = done));
  const gate: Gate = {
    opened: false,
    open() {
      gate.opened = true;
      resolve();
    },
    Waiting: lazy(() => opened.then(() => ({ default: () => null }))),
    hydrated: false,
    serverChildren: children,
    children,
    listeners: new Set(),
    publish(next) {
      if (next === gate.children) return;
      gate.children = next;
      gate.listeners.forEach((listener) => listener());
    },
  };
  return gate;
};

// Gatsby's server render (a build, or `gatsby develop` with server rendering): the content renders as it is,
// so react-helmet's head tags and the HTML come out of one synchronous pass.
const onServer = () => process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html";

const subscribeNever = () => () => undefined;
/**
 * True while React renders server HTML or hydrates it (React reads the server snapshot then), false in a
 * render of its own in the browser, such as a client-side navigation, where there is no server HTML to keep.
 */
const useHydrating = () =>
  !useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

/**
 * The island's content, rendered from the gate's latest children: the parent's re-renders reach it through the
 * gate (see Island), never as props of the boundary that may still hold server HTML. While hydrating, the
 * children the server rendered, so hydration matches the HTML.
 */
function Content({ gate, onHydrated }: { gate: Gate; onHydrated: React.MutableRefObject<(() => void) | undefined> }) {
  const children = useSyncExternalStore(
    (listener) => {
      gate.listeners.add(listener);
      return () => gate.listeners.delete(listener);
    },
    () => gate.children,
    () => gate.serverChildren,
  );
  // From the commit on, submits are React's.
  useLayoutEffect(() => {
    gate.hydrated = true;
  }, [gate]);
  // After the content's own effects (a form takes over what was typed before it hydrated), submit again.
  useEffect(() => {
    gate.heldSubmit?.requestSubmit();
    gate.heldSubmit = undefined;
    onHydrated.current?.();
  }, [gate, onHydrated]);
  return <>{children}</>;
}

/**
 * While React hydrates, a closed gate suspends on a lazy component: React then leaves the boundary's server
 * HTML as it is and hydrates it once the gate opens. Rendered by React in the browser (no server HTML), the
 * content renders at once.
 */
function Gated(props: { gate: Gate; onHydrated: React.MutableRefObject<(() => void) | undefined> }) {
  const hydrating = useHydrating();
  if (onServer()) return <>{props.gate.serverChildren}</>;
  if (hydrating && !props.gate.opened) return <props.gate.Waiting />;
  return <Content {...props} />;
}

/**
 * The Suspense boundary, memoised on props that never change: an update that reached a boundary still holding
 * server HTML would make React drop that HTML and render the content from scratch.
 */
const Boundary = memo(function Boundary(props: {
  gate: Gate;
  onHydrated: React.MutableRefObject<(() => void) | undefined>;
}) {
  return (
    <Suspense fallback={null}>
      <Gated {...props} />
    </Suspense>
  );
});

/**
 * Defers the hydration of a part of a server-rendered page: its HTML shows and works as plain HTML (links,
 * `<details>`, form fields) from the start, and React hydrates it only when it comes into view, when a
 * visitor first uses it, or never. It rests on React's documented behaviour: during hydration a suspended
 * Suspense boundary keeps its server HTML until it resolves, and a click or key on such a boundary makes React
 * hydrate it at once, then handle the event (selective hydration). The gate opens in the capture phase on the
 * document, before React sees the event, so the first click already reaches the hydrated content.
 *
 * Content whose code loads on demand (a `lazy` component in the children) keeps its server HTML until the
 * code is there too. A form submitted before that is held, and submitted again once React runs it: submitted
 * by the browser it would send its answers as a plain request.
 */
export function Island({ when, children, onHydrated, ...attributes }: IslandProps): React.ReactElement {
  const [gate] = useState(() => createGate(children));
  const element = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);
  const hydrated = useRef<() => void>();
  hydrated.current = () => {
    setLive(true);
    onHydrated?.();
  };

  useEffect(() => gate.publish(children), [gate, children]);

  // A same-page navigation (a "#…" link such as the skip link, or Back to one) re-renders the page with Gatsby's
  // new location context, which reaches a waiting island too: React then hydrates it first if it can, and
  // otherwise throws its server HTML away, renders it anew and reports an error. So it may hydrate then.
  useEffect(() => {
    if (gate.opened) return undefined;
    const open = () => gate.open();
    window.addEventListener("popstate", open);
    return () => window.removeEventListener("popstate", open);
  }, [gate]);

  useEffect(() => {
    const island = element.current;
    if (!island || gate.opened || when === "never") return undefined;
    const inIsland = (event: Event) => event.target instanceof Node && island.contains(event.target);
    const use = (event: Event) => {
      if (inIsland(event)) gate.open();
    };
    const holdEarlySubmit = (event: Event) => {
      if (!inIsland(event) || gate.hydrated) return;
      event.preventDefault();
      gate.heldSubmit = event.target as HTMLFormElement;
      gate.open();
    };
    // On the document, in the capture phase: React stops these events at its root while the island waits.
    USE_EVENTS.forEach((type) => document.addEventListener(type, use, { capture: true, passive: true }));
    document.addEventListener("submit", holdEarlySubmit, true);
    const observer =
      when === "visible"
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) gate.open();
            },
            { rootMargin: VISIBLE_MARGIN },
          )
        : undefined;
    observer?.observe(island);
    return () => {
      USE_EVENTS.forEach((type) => document.removeEventListener(type, use, true));
      document.removeEventListener("submit", holdEarlySubmit, true);
      observer?.disconnect();
    };
  }, [gate, when]);

  return (
    <div ref={element} data-island={when} data-hydrated={live ? "true" : undefined} {...attributes}>
      <Boundary gate={gate} onHydrated={hydrated} />
    </div>
  );
}
