import React from "react";
import { serverString } from "../support/server-html";

// Under jsdom a `window` is present, so a library that picks its effect hook by it (Formik) takes useLayoutEffect
// and React warns on the server render: such renders belong in a `@jest-environment node` file, as in Gatsby's build.
const Measured = () => {
  React.useLayoutEffect(() => undefined);
  return <p>measured</p>;
};

describe("serverString", () => {
  it("fails the test when React warns during the server render, instead of printing the warning", () => {
    expect(() => serverString(<Measured />)).toThrow(/useLayoutEffect does nothing on the server/);
  });

  it("renders without a warning what a server can render, and leaves console.error as it was", () => {
    const { error } = console;
    expect(serverString(<p>static</p>)).toBe("<p>static</p>");
    expect(console.error).toBe(error);
  });
});
