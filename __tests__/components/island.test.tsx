import React, { act, useEffect, useState } from "react";
import { watchIsland } from "../../src/components/island/hydrate-islands";
import { IslandRoot, islandPropsJson } from "../../src/components/island/island";
import { islandComponents, type IslandName } from "../../src/components/island/island-components";
import { islandLoaders } from "../../src/components/island/island-loaders";
import type { IslandWhen } from "../../src/components/island/when";
import { installBrowserFakes, setVisibility } from "../support/browser-fakes";
import { serverString } from "../support/server-html";

installBrowserFakes();
// React's act() warns unless the environment says it is a test that uses it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

const submitted = jest.fn((event: React.FormEvent) => event.preventDefault());
function Form() {
  useEffect(() => {
    hydrated.push("form");
  }, []);
  return (
    <form onSubmit={submitted}>
      <button type="submit">Send</button>
    </form>
  );
}

const components: Record<string, React.ComponentType<{ name: string }>> = { counter: Counter, form: Form };
let releaseCode: () => void;
let code: Promise<void>;
const load = (name: string) => code.then(() => components[name] as React.ComponentType<object>);

let container: HTMLDivElement;

/** Serves an island's server HTML, then watches it as the page's boot script does. */
async function serve(when: IslandWhen, name = "counter", loadAtOnce = true): Promise<string> {
  const html = serverString(
    <main>
      <h1>Page</h1>
      <IslandRoot name={name} when={when} props={{ name }}>
        {React.createElement(components[name], { name })}
      </IslandRoot>
    </main>,
  );
  container.innerHTML = html;
  code = new Promise((resolve) => (releaseCode = resolve));
  if (loadAtOnce) releaseCode();
  await act(async () => watchIsland(container.querySelector("[data-island]") as HTMLElement, load));
  return container.querySelector("[data-island]")?.innerHTML ?? "";
}

const root = () => container.querySelector<HTMLElement>("[data-island]") as HTMLElement;
const button = () => container.querySelector("button") as HTMLButtonElement;
/** Lets the island's code, React and the hydration's effects settle. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  hydrated = [];
  submitted.mockClear();
  container = document.createElement("div");
  document.body.appendChild(container);
});

afterEach(() => container.remove());

describe("Island markup", () => {
  it("writes the props as JSON before the root, and renders the component inside the root", () => {
    const host = document.createElement("div");
    host.innerHTML = serverString(
      <IslandRoot name="counter" when="visible" props={{ name: "a" }} data-test="x">
        <Counter name="a" />
      </IslandRoot>,
    );
    const rootElement = host.querySelector("[data-island=counter]") as HTMLElement;
    expect(rootElement.dataset).toMatchObject({ when: "visible", test: "x" });
    expect(rootElement.querySelector("button")?.textContent).toBe("a clicked 0 times");
    const props = rootElement.previousElementSibling as HTMLScriptElement;
    expect(props.type).toBe("application/json");
    expect(JSON.parse(props.textContent ?? "")).toEqual({ name: "a" });
  });

  it("escapes < so no value can close the props script", () => {
    const json = islandPropsJson("x", { text: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script>" });
  });

  it.each([
    ["a function", { onClick: () => undefined }, "x.onClick is function"],
    ["a React element", { items: [{ content: <b>bold</b> }] }, "x.items[0].content is a React element"],
    ["a date", { when: new Date(0) }, "x.when is object"],
  ])("refuses %s in the props, naming the field", (_what, props, message) => {
    expect(() => islandPropsJson("x", props)).toThrow(`Island props must be plain data: ${message}`);
  });
});

describe("watchIsland", () => {
  it('"visible": keeps the server HTML until the island comes near the viewport, then hydrates it in place', async () => {
    const html = await serve("visible");
    const before = button();
    await settle();
    expect(hydrated).toEqual([]);
    expect(root().innerHTML).toBe(html);
    await act(async () => setVisibility(root(), 1));
    await settle();
    expect(hydrated).toEqual(["counter"]);
    expect(root()).toHaveAttribute("data-hydrated", "true");
    expect(button()).toBe(before);
    await act(async () => button().click());
    expect(button().textContent).toBe("counter clicked 1 times");
  });

  it('"interaction": stays server HTML in view; focus inside hydrates it and stays on the same element', async () => {
    await serve("interaction");
    await act(async () => setVisibility(root(), 1));
    await settle();
    expect(hydrated).toEqual([]);
    const focused = button();
    await act(async () => focused.focus());
    await settle();
    expect(hydrated).toEqual(["counter"]);
    expect(document.activeElement).toBe(focused);
    expect(button()).toBe(focused);
  });

  it('"load": hydrates at once', async () => {
    await serve("load");
    await settle();
    expect(hydrated).toEqual(["counter"]);
  });

  it("presses a button pressed before the code arrived once React runs it, once", async () => {
    await serve("interaction", "counter", false);
    await act(async () => button().click());
    expect(hydrated).toEqual([]);
    await act(async () => releaseCode());
    await settle();
    expect(hydrated).toEqual(["counter"]);
    expect(button().textContent).toBe("counter clicked 1 times");
  });

  it("holds a form submitted before its code arrived, so the browser does not send it, and submits it once React runs it", async () => {
    await serve("interaction", "form", false);
    const prevented = jest.fn((event: Event) => event.defaultPrevented);
    container.addEventListener("submit", prevented);
    await act(async () => button().click());
    container.removeEventListener("submit", prevented);
    expect(prevented.mock.results.map((result) => result.value)).toEqual([true]);
    expect(submitted).not.toHaveBeenCalled();
    await act(async () => releaseCode());
    await settle();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("sends a form held before its code arrived as plain HTML when the code cannot load, as without script", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const sent = jest.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    container.innerHTML = serverString(
      <IslandRoot name="form" when="interaction" props={{}}>
        <form method="post" action="/forms/contact">
          <button type="submit">Send</button>
        </form>
      </IslandRoot>,
    );
    let failLoad: (reason: Error) => void = () => undefined;
    const failing = new Promise<React.ComponentType<object>>((_, reject) => (failLoad = reject));
    await act(async () => watchIsland(root(), () => failing));
    const prevented = jest.fn((event: Event) => event.defaultPrevented);
    container.addEventListener("submit", prevented);
    await act(async () => button().click());
    expect(sent).not.toHaveBeenCalled();
    await act(async () => failLoad(new Error("the island's chunk did not load")));
    await settle();
    expect(sent).toHaveBeenCalledTimes(1);
    // From then on the browser sends the form itself.
    await act(async () => button().click());
    expect(prevented.mock.results.map((result) => result.value)).toEqual([true, false]);
    container.removeEventListener("submit", prevented);
    sent.mockRestore();
    error.mockRestore();
  });

  it("leaves the server HTML working when the island's code cannot load, and says why in the console", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    container.innerHTML = serverString(
      <IslandRoot name="missing" when="load" props={{}}>
        <p>static</p>
      </IslandRoot>,
    );
    await act(async () => watchIsland(container.querySelector("[data-island]") as HTMLElement, () => undefined));
    await settle();
    expect(container.querySelector("p")?.textContent).toBe("static");
    expect(String(error.mock.calls[0]?.[0])).toContain("island missing: no loader");
    error.mockRestore();
  });
});

describe("island registry", () => {
  it.each(Object.keys(islandComponents) as IslandName[])(
    "%s: the browser loads the very component the server renders",
    async (name) => {
      expect(await islandLoaders[name]()).toBe(islandComponents[name]);
    },
  );
});
