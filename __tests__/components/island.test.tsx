import React, { act, lazy, useEffect, useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { Island, type IslandWhen } from "../../src/components/island/island";
import { setVisibility } from "../support/browser-fakes";
import { serverString } from "../support/server-html";

/** Counts its clicks; `hydrated` records that React ran it in the browser. */
let hydrated: string[] = [];
function Counter({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    hydrated.push(name);
  }, [name]);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {name} clicked {clicks} times
    </button>
  );
}

const Page = ({ when, name = "counter" }: { when: IslandWhen; name?: string }) => (
  <main>
    <h1>Page</h1>
    <Island when={when} className="island">
      <Counter name={name} />
    </Island>
  </main>
);

// React's act() warns unless the environment says it is a test that uses it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root | undefined;

/** Serves `element`'s server HTML, then hydrates it as gatsby-browser does; returns the server HTML. */
async function hydrate(element: React.ReactElement): Promise<string> {
  const html = serverString(element);
  container.innerHTML = html;
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  return html;
}

const island = () => container.querySelector<HTMLElement>(".island") as HTMLElement;
const button = () => container.querySelector("button") as HTMLButtonElement;
const click = (target: HTMLElement) =>
  act(async () => {
    target.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
    target.click();
  });

beforeEach(() => {
  hydrated = [];
  container = document.createElement("div");
  document.body.appendChild(container);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  container.remove();
});

describe("Island", () => {
  it("renders its content in the server HTML, inside a marked wrapper", () => {
    const host = document.createElement("div");
    host.innerHTML = serverString(<Page when="never" />);
    expect(host.querySelector(".island[data-island=never] button")?.textContent).toBe("counter clicked 0 times");
  });

  describe('when="visible"', () => {
    it("keeps the server HTML until the island comes into view, then hydrates it", async () => {
      const html = await hydrate(<Page when="visible" />);
      expect(hydrated).toEqual([]);
      expect(container.innerHTML).toBe(html);
      expect(island()).not.toHaveAttribute("data-hydrated");
      await act(async () => setVisibility(island(), 1));
      expect(hydrated).toEqual(["counter"]);
      expect(island()).toHaveAttribute("data-hydrated", "true");
      await click(button());
      expect(button().textContent).toBe("counter clicked 1 times");
    });

    it("hydrates at once on a click that comes before the island is seen, and the click counts", async () => {
      await hydrate(<Page when="visible" />);
      await click(button());
      expect(hydrated).toEqual(["counter"]);
      expect(button().textContent).toBe("counter clicked 1 times");
    });
  });

  describe('when="interaction"', () => {
    it("keeps the server HTML in view until first use; the first click hydrates it and counts", async () => {
      const html = await hydrate(<Page when="interaction" />);
      await act(async () => setVisibility(island(), 1));
      expect(hydrated).toEqual([]);
      expect(container.innerHTML).toBe(html);
      await click(button());
      expect(hydrated).toEqual(["counter"]);
      expect(button().textContent).toBe("counter clicked 1 times");
    });

    it("hydrates on focus inside the island", async () => {
      await hydrate(<Page when="interaction" />);
      await act(async () => button().focus());
      expect(hydrated).toEqual(["counter"]);
    });

    it("holds a form submitted before its code loaded, and submits it once React runs the form", async () => {
      let loaded = () => undefined as void;
      const code = new Promise<void>((resolve) => (loaded = resolve));
      const submitted = jest.fn((event: React.FormEvent) => event.preventDefault());
      const Form = () => (
        <form onSubmit={submitted}>
          <button type="submit">Send</button>
        </form>
      );
      const LazyForm = lazy(() => code.then(() => ({ default: Form })));
      const page = (form: React.ReactElement) => <Island when="interaction">{form}</Island>;
      const html = serverString(page(<Form />));
      container.innerHTML = html;
      await act(async () => {
        root = hydrateRoot(container, page(<LazyForm />));
      });
      // Whether the browser would send the form itself (React stops the event at its root while it waits).
      const prevented = jest.fn((event: Event) => event.defaultPrevented);
      document.addEventListener("submit", prevented, true);
      await click(button());
      document.removeEventListener("submit", prevented, true);
      expect(submitted).not.toHaveBeenCalled();
      expect(prevented.mock.results.map((result) => result.value)).toEqual([true]);
      expect(container.innerHTML).toBe(html);
      await act(async () => loaded());
      expect(submitted).toHaveBeenCalledTimes(1);
    });
  });

  describe('when="never"', () => {
    it("keeps the server HTML: neither view nor use hydrates it", async () => {
      const html = await hydrate(<Page when="never" />);
      await act(async () => setVisibility(island(), 1));
      await click(button());
      expect(hydrated).toEqual([]);
      expect(container.innerHTML).toBe(html);
    });

    it("hydrates on a same-page navigation, whose new location would otherwise make React render it anew", async () => {
      await hydrate(<Page when="never" />);
      await act(async () => window.dispatchEvent(new PopStateEvent("popstate")));
      expect(hydrated).toEqual(["counter"]);
    });

    it("renders normally where there is no server HTML (a client-side navigation)", async () => {
      await act(async () => {
        root = createRoot(container);
        root.render(<Page when="never" />);
      });
      expect(hydrated).toEqual(["counter"]);
      await click(button());
      expect(button().textContent).toBe("counter clicked 1 times");
    });
  });

  it("keeps the server HTML when the page re-renders with new props meanwhile, and hydrates with the new ones", async () => {
    await hydrate(<Page when="interaction" />);
    await act(async () => root?.render(<Page when="interaction" name="renamed" />));
    expect(hydrated).toEqual([]);
    expect(button().textContent).toBe("counter clicked 0 times");
    await click(button());
    expect(hydrated).toContain("renamed");
    expect(button().textContent).toMatch(/^renamed clicked/);
  });
});
