import { fireEvent, screen, within } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import path from "path";
import React from "react";
import { CompanyLogo } from "../../src/components/company-logo/company-logo";
import { CoverImage } from "../../src/components/cover-image/cover-image";
import { PersonCard, PersonGrid } from "../../src/components/person-card/person-card";
import { ReportCard, type Report } from "../../src/components/reports/report-card";
import { imageFallbacks } from "../../src/components/image-fallback/failed-images";
import { REPORT_LOGO_FALLBACK } from "../../src/components/reports/report-company";
import { serverString } from "../support/server-html";
import { addStylesheet } from "../support/stylesheet";

const image: IGatsbyImageData = {
  layout: "fixed",
  width: 96,
  height: 96,
  images: { fallback: { src: "/static/photo.jpg" } },
};

const report: Report = {
  slug: "a-report",
  title: "A report",
  description: "What it found.",
  category: "Market view report",
  industry: "Telecoms",
  topic: "AI",
  insightType: "Report",
  publishedAt: "2025-01-01",
  url: "https://example.org/report",
  cover: image,
  liveCover: false,
};

/** The first image still shown in `container` fails to load. */
const failImage = (container: HTMLElement) => {
  const img = Array.from(container.querySelectorAll("img")).find((candidate) => isShown(candidate));
  if (!img) throw new Error("no image shown");
  fireEvent.error(img);
};

const isShown = (element: Element): boolean =>
  !element.closest("[data-candidate]") ||
  getComputedStyle(element.closest("[data-candidate]") as Element).display !== "none";

/** A container of server HTML, with the image-fallback behaviour running on the page as the boot script runs it. */
const serve = (element: React.ReactElement): { container: HTMLElement } => {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = serverString(element);
  imageFallbacks(document);
  return { container };
};

const shownText = (container: HTMLElement) =>
  Array.from(container.querySelectorAll("[data-candidate]"))
    .filter((candidate) => getComputedStyle(candidate).display !== "none")
    .map((candidate) => candidate.querySelector("img")?.getAttribute("src") ?? candidate.textContent);

let removeStylesheet: () => void;
beforeAll(() => {
  removeStylesheet = addStylesheet(
    path.join(__dirname, "../../src/components/image-fallback/image-fallback.module.scss"),
  );
});
afterAll(() => removeStylesheet());
afterEach(() => {
  document.body.innerHTML = "";
});

describe("image fallbacks", () => {
  it("shows a person's initials when the photo is missing or fails", () => {
    const { container } = serve(
      <PersonGrid
        people={[
          { name: "Grace Liu", title: "Chief AI Officer", company: "Cobalt AI", image },
          { name: "Ben Adeyemi", title: "CTO", company: "Harbour Bank", image: null },
        ]}
      />,
    );
    // Decorative: the name is written beside it.
    expect(screen.getByText("BA")).toHaveAttribute("aria-hidden", "true");
    expect(shownText(container)).toEqual(["/static/photo.jpg", "BA"]);
    failImage(container);
    expect(screen.getByText("GL")).toHaveAttribute("aria-hidden", "true");
    expect(shownText(container)).toEqual(["GL", "BA"]);
  });

  it("shows the default photo when a moderator's photo fails, and initials only if that fails too", () => {
    const fallbackImage: IGatsbyImageData = { ...image, images: { fallback: { src: "/static/default.jpg" } } };
    const { container } = serve(
      <PersonCard person={{ name: "Fiona Campbell", title: "Moderator", image, fallbackImage }} />,
    );
    expect(shownText(container)).toEqual(["/static/photo.jpg"]);
    failImage(container);
    expect(shownText(container)).toEqual(["/static/default.jpg"]);
    failImage(container);
    expect(shownText(container)).toEqual(["FC"]);
  });

  it("shows a report's company logo, the company's name if it fails, and 'Company' without a logo", () => {
    const withLogo = serve(<ReportCard report={{ ...report, logo: { name: "Targetline", image } }} />);
    expect(isShown(within(withLogo.container).getByTestId("company-name"))).toBe(false);
    failImage(withLogo.container.querySelector("p") as HTMLElement);
    expect(isShown(within(withLogo.container).getByTestId("company-name"))).toBe(true);
    expect(within(withLogo.container).getByTestId("company-name")).toHaveTextContent("Targetline");
    const without = serve(<ReportCard report={{ ...report, logo: null }} />);
    expect(within(without.container).getByTestId("company-name")).toHaveTextContent(REPORT_LOGO_FALLBACK);
  });

  it("shows a sponsor's name when its logo fails, or hides a logo that may disappear", () => {
    const named = serve(<CompanyLogo name="Pinnacle HR" image={image} fallback="name" />);
    expect(shownText(named.container)).toEqual(["/static/photo.jpg"]);
    failImage(named.container);
    expect(shownText(named.container)).toEqual(["Pinnacle HR"]);
    const hidden = serve(<CompanyLogo name="Apex Digital" image={image} />);
    failImage(hidden.container);
    expect(shownText(hidden.container)).toEqual([""]);
  });

  it("shows a neutral panel when the cover image is missing or fails", () => {
    const { container } = serve(<CoverImage image={image} alt="" />);
    expect(isShown(within(container).getByTestId("cover-fallback"))).toBe(false);
    failImage(container);
    expect(isShown(within(container).getByTestId("cover-fallback"))).toBe(true);
    const missing = serve(<CoverImage image={null} alt="" />);
    expect(within(missing.container).getByTestId("cover-fallback")).toBeInTheDocument();
    expect(missing.container.querySelector("img")).toBeNull();
  });

  it("catches an image that failed before the behaviour ran", () => {
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = serverString(<CompanyLogo name="Pinnacle HR" image={image} fallback="name" />);
    const img = container.querySelector("img") as HTMLImageElement;
    Object.defineProperty(img, "complete", { value: true });
    Object.defineProperty(img, "naturalWidth", { value: 0 });
    imageFallbacks(document);
    expect(shownText(container)).toEqual(["Pinnacle HR"]);
  });
});
