/** @jest-environment node */
import fs from "fs";
import path from "path";
import { moduleOrder, styleIndex } from "../../scripts/lib/style-order.ts";

const SRC = path.join(__dirname, "../../src");

describe("the one order of the site's stylesheet", () => {
  it("src/styles/modules.ts imports every Sass module once, in dependency order (else: node scripts/style-order.ts)", () => {
    expect(fs.readFileSync(path.join(SRC, "styles/modules.ts"), "utf8")).toBe(styleIndex(moduleOrder(SRC)));
  });

  it("puts a module after those of the components its component uses", () => {
    const order = moduleOrder(SRC);
    const at = (file: string) => order.indexOf(file);
    // The avatar draws a Picture; the logo carousel has a pause button.
    expect(at("components/picture/picture.module.scss")).toBeLessThan(at("components/avatar/avatar.module.scss"));
    expect(at("components/pause-button/pause-button.module.scss")).toBeLessThan(
      at("components/logo-carousel/logo-carousel.module.scss"),
    );
    expect(new Set(order).size).toBe(order.length);
  });

  it("is imported by gatsby-browser.tsx, so no page brings a module of its own to order", () => {
    expect(fs.readFileSync(path.join(SRC, "../gatsby-browser.tsx"), "utf8")).toContain(
      'import "./src/styles/modules";',
    );
  });
});
