/**
 * The one script a page loads, and only a page that has islands or behaviours (see `island-scripts.tsx`): the
 * page itself is server HTML that React never hydrates. Each island becomes its own React root when its
 * `data-when` says; React and the island's code load only then. Behaviours (live figures, clock switches,
 * count-ups, image fallbacks) are plain DOM code that runs at once and needs no framework.
 */
import { runBehaviours } from "./behaviours";
import { islandLoaders } from "./island-loaders";
import type { IslandName } from "./island-components";
import { parseWhen } from "./when";

/** Hydrates a little before an island scrolls into view, so it is usually live by the time it is seen. */
const VISIBLE_MARGIN = "200px 0px";
/** First signs of use: a pointer over or down, focus (keyboard or touch), a key or a touch inside the island. */
const USE_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown", "touchstart"] as const;

interface IslandState {
  /** From `hydrateRoot` on, React handles events itself (it replays those that reach parts not hydrated yet). */
  rooted: boolean;
  /** A button pressed, or a form submitted, before that: pressed or submitted again once React runs the island. */
  heldClick?: HTMLElement;
  heldSubmit?: HTMLFormElement;
}

const propsOf = (root: HTMLElement): object => {
  const script = root.previousElementSibling;
  if (!(script instanceof HTMLScriptElement) || !script.hasAttribute("data-island-props")) {
    throw new Error(`island ${root.dataset.island}: its props script is missing`);
  }
  return JSON.parse(script.textContent ?? "{}") as object;
};

async function hydrate(root: HTMLElement, state: IslandState): Promise<void> {
  const name = root.dataset.island as IslandName;
  const load = islandLoaders[name];
  if (!load) throw new Error(`island ${name}: no loader in island-loaders.ts`);
  const [Component, { hydrateRoot }, { createElement, useEffect }] = await Promise.all([
    load() as Promise<React.ComponentType<object>>,
    import(/* webpackChunkName: "react-dom-client" */ "react-dom/client"),
    import("react"),
  ]);
  // Runs after the island's own effects (a form takes over what was typed before it hydrated), so what the
  // visitor did meanwhile reaches the hydrated component.
  function Hydrated({ children }: { children: React.ReactNode }) {
    useEffect(() => {
      root.dataset.hydrated = "true";
      state.heldSubmit?.requestSubmit();
      state.heldClick?.click();
      state.heldSubmit = state.heldClick = undefined;
    }, []);
    return children as React.ReactElement;
  }
  hydrateRoot(root, createElement(Hydrated, null, createElement(Component, propsOf(root))));
  state.rooted = true;
}

function watch(root: HTMLElement): void {
  const state: IslandState = { rooted: false };
  let started = false;
  const listen = (type: string, listener: EventListener) =>
    root.addEventListener(type, listener, { capture: true, passive: type !== "submit" && type !== "click" });
  let observer: IntersectionObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    hydrate(root, state).catch((error: unknown) => {
      // The server HTML stays and keeps working as plain HTML; the reason goes to the console.
      console.error(error);
    });
  };

  USE_EVENTS.forEach((type) => listen(type, start));
  listen("click", (event) => {
    const button = (event.target as Element | null)?.closest("button");
    if (state.rooted || !button || button.type === "submit") return;
    state.heldClick = button;
    start();
  });
  listen("submit", (event) => {
    if (state.rooted) return;
    // Submitted by the browser, the form would send its answers as a plain request: React's handler takes it.
    event.preventDefault();
    state.heldSubmit = event.target as HTMLFormElement;
    start();
  });

  const when = parseWhen(root.dataset.when);
  if (when === "load") start();
  if (when === "visible") {
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
      rootMargin: VISIBLE_MARGIN,
    });
    observer.observe(root);
  }
}

document.querySelectorAll<HTMLElement>("[data-island]").forEach(watch);
runBehaviours(document);
