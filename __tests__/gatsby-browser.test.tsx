import { act } from "@testing-library/react";
import React, { useState } from "react";
import { replaceHydrateFunction } from "../gatsby-browser";

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
}

describe("replaceHydrateFunction", () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it("hydrates server HTML in place, as a transition, and the page then responds", async () => {
    const container = document.createElement("div");
    // What react-dom/server writes for <Counter /> (a comment separates the two text nodes).
    container.innerHTML = "<button>Clicked <!-- -->0</button>";
    const serverButton = container.querySelector("button");
    let unmount = () => undefined as unknown;
    await act(async () => {
      unmount = replaceHydrateFunction()(<Counter />, container);
    });
    expect(container.querySelector("button")).toBe(serverButton);
    await act(async () => serverButton?.click());
    expect(container).toHaveTextContent("Clicked 1");
    expect(errors).not.toHaveBeenCalled();
    act(() => {
      unmount();
    });
    expect(container).toBeEmptyDOMElement();
  });

  it("renders into a container without server HTML (gatsby develop) without hydration errors", async () => {
    const container = document.createElement("div");
    await act(async () => {
      replaceHydrateFunction()(<Counter />, container);
    });
    expect(container).toHaveTextContent("Clicked 0");
    expect(errors).not.toHaveBeenCalled();
  });
});
