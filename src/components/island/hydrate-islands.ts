import type { ComponentType } from "react";
import { parseWhen } from "./when";

/** Loads an island's component by the name its root carries. */
export type IslandLoader = (name: string) => Promise<ComponentType<object>> | undefined;

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
  /** The island's code could not load or run: its server HTML is all there is, and the browser does its part. */
  failed?: boolean;
}

const propsOf = (root: HTMLElement): object => {
  const script = root.previousElementSibling;
  if (!(script instanceof HTMLScriptElement) || !script.hasAttribute("data-island-props")) {
    throw new Error(`island ${root.dataset.island}: its props script is missing`);
  }
  return JSON.parse(script.textContent ?? "{}") as object;
};

async function hydrate(root: HTMLElement, state: IslandState, load: IslandLoader): Promise<void> {
  const name = root.dataset.island ?? "";
  const component = load(name);
  if (!component) throw new Error(`island ${name}: no loader (src/components/island/island-loaders.ts)`);
  const [Component, { hydrateRoot }, { createElement, useEffect }] = await Promise.all([
    component,
    import("react-dom/client"),
    import("react"),
  ]);
  // Runs after the island's own effects (a form takes over what was typed before it hydrated), so what the
  // visitor did meanwhile reaches the hydrated component.
  function Hydrated({ children }: { children: React.ReactElement }) {
    useEffect(() => {
      root.dataset.hydrated = "true";
      state.heldSubmit?.requestSubmit();
      state.heldClick?.click();
      state.heldSubmit = state.heldClick = undefined;
    }, []);
    return children;
  }
  hydrateRoot(root, createElement(Hydrated, null, createElement(Component, propsOf(root))));
  state.rooted = true;
}

/**
 * Watches one island's root (`<Island>`'s server HTML) and makes it its own React root when its `data-when` says:
 * at once, once near the viewport, or on first use. Until then it is plain HTML; a button pressed or a form
 * submitted meanwhile is pressed or submitted again once React runs it (submitted by the browser, a form would
 * send its answers as a plain request). Hydration keeps the server's elements, so focus stays where it was.
 */
export function watchIsland(root: HTMLElement, load: IslandLoader): void {
  const state: IslandState = { rooted: false };
  let started = false;
  let observer: IntersectionObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    hydrate(root, state, load).catch((error: unknown) => {
      // The server HTML stays and keeps working as plain HTML; the reason goes to the console. A form held
      // meanwhile is sent as the browser sends it without script, when it has somewhere to post (a form's
      // `action`, src/forms/no-script.ts), and so is every later one.
      console.error(error);
      state.failed = true;
      const held = state.heldSubmit;
      state.heldSubmit = state.heldClick = undefined;
      if (held?.hasAttribute("action")) HTMLFormElement.prototype.submit.call(held);
    });
  };
  const listen = (type: string, listener: EventListener) =>
    root.addEventListener(type, listener, { capture: true, passive: type !== "submit" && type !== "click" });

  USE_EVENTS.forEach((type) => listen(type, start));
  listen("click", (event) => {
    const button = (event.target as Element | null)?.closest("button");
    if (state.rooted || !button || button.type === "submit") return;
    state.heldClick = button;
    start();
  });
  listen("submit", (event) => {
    if (state.rooted || state.failed) return;
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
