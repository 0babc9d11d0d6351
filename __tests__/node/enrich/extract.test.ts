/** @jest-environment node */
import fs from "fs";
import path from "path";
import {
  CUT_DESCRIPTION_WORDS,
  extract,
  extractCover,
  extractDescription,
  MAX_DESCRIPTION_WORDS,
  shortenDescription,
} from "../../../src/node/enrich/extract";

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, "../../fixtures/report-pages", name), "utf8");
const PAGE = "https://insights.example.com/reports/ai-at-scale";

describe("report page cover", () => {
  it("takes the Open Graph image first, resolved against the page address", () => {
    expect(extractCover(fixture("open-graph.html"), PAGE)).toBe(
      "https://insights.example.com/media/covers/ai-at-scale.png",
    );
  });

  it("falls back to the Twitter image, resolving a path relative to the page's folder", () => {
    expect(extractCover(fixture("twitter-card.html"), PAGE)).toBe(
      "https://insights.example.com/reports/images/twitter-cover.jpg",
    );
  });

  it("then to an image whose class names it a cover or hero, before earlier images", () => {
    expect(extractCover(fixture("hero-class.html"), PAGE)).toBe("https://insights.example.com/reports/hero.jpg");
    expect(extractCover('<img src="/a.jpg"><img class="report-cover" src="/b.jpg">', PAGE)).toBe(
      "https://insights.example.com/b.jpg",
    );
  });

  it("then to the first image with a fetchable address, honouring <base href>", () => {
    expect(extractCover(fixture("first-image.html"), PAGE)).toBe("https://static.example.net/assets/people/panel.webp");
  });

  it("keeps absolute and protocol-relative addresses as they are", () => {
    expect(extractCover(fixture("long-description.html"), PAGE)).toBe("https://images.example.com/long.jpg");
    expect(extractCover('<meta property="og:image" content="//cdn.example.com/x.jpg">', PAGE)).toBe(
      "https://cdn.example.com/x.jpg",
    );
  });

  it("skips empty tags, inline data and other schemes, and ignores commented-out markup", () => {
    const html = `<!-- <meta property="og:image" content="/old.jpg"> -->
      <meta property="og:image" content="">
      <meta name="twitter:image" content="javascript:alert(1)">
      <img src="data:image/png;base64,AAAA"><img src="/real.png">`;
    expect(extractCover(html, PAGE)).toBe("https://insights.example.com/real.png");
  });

  it("reads a quoted attribute value holding '>' as part of the tag", () => {
    expect(extractCover('<img alt="Revenue > costs" src="/chart.png">', PAGE)).toBe(
      "https://insights.example.com/chart.png",
    );
  });

  it("finds nothing on a page without images", () => {
    expect(extractCover(fixture("nothing-usable.html"), PAGE)).toBeNull();
  });
});

describe("report page description", () => {
  it("takes the meta description first and decodes entities", () => {
    expect(extractDescription(fixture("open-graph.html"))).toBe(
      "Eleven leaders from global service providers on moving AI from pilots into client delivery & pricing.",
    );
  });

  it("decodes every HTML entity, once", () => {
    expect(
      extractDescription(
        '<meta name="description" content="Caf&eacute; owners on prices in &pound; after &copy; 2024&apos;s budget.">',
      ),
    ).toBe("Café owners on prices in £ after © 2024's budget.");
    expect(extractDescription("<p>Why &amp;lt;AI&amp;gt; written out is not a tag, as every page shows it.</p>")).toBe(
      "Why &lt;AI&gt; written out is not a tag, as every page shows it.",
    );
  });

  it("falls back to the Open Graph description", () => {
    expect(extractDescription(fixture("twitter-card.html"))).toBe(
      "Finance directors describe the roles automation is removing and the ones they still cannot fill.",
    );
  });

  it("then to a paragraph, passing over ones that are too short", () => {
    expect(extractDescription(fixture("hero-class.html"))).toBe(
      "Broadcasters and publishers explain how licensing their archives to AI companies created a new line of revenue.",
    );
  });

  it.each([
    ["under 30 characters", "Too short to use."],
    ["mentioning cookies", "We use cookies to improve your experience on this website."],
    ["mentioning JavaScript", "Please enable JavaScript in your browser to read this report in full."],
    ["mentioning an error", "An error occurred while loading the related articles for this page."],
  ])("discards text %s", (_case, text) => {
    expect(extractDescription(`<meta name="description" content="${text}">`)).toBeNull();
    expect(extractDescription(`<p>${text}</p>`)).toBeNull();
  });

  it("ends a paragraph where HTML ends it, at the next paragraph or block, without a closing tag", () => {
    expect(
      extractDescription("<p>Leaders on pricing AI services for clients<p>A second paragraph of the same page.</p>"),
    ).toBe("Leaders on pricing AI services for clients");
    expect(
      extractDescription("<p>Too short<div>so this block, outside the paragraph, is not one.</div></p>"),
    ).toBeNull();
  });

  it("keeps text of exactly 30 characters", () => {
    const thirty = "Thirty characters exactly here";
    expect(thirty).toHaveLength(30);
    expect(extractDescription(`<p>${thirty}</p>`)).toBe(thirty);
    expect(extractDescription(`<p>${thirty.slice(1)}</p>`)).toBeNull();
  });

  it("moves past every discarded candidate to the first usable one, ignoring scripts and inner tags", () => {
    expect(extractDescription(fixture("boilerplate.html"))).toBe(
      "Customer service leaders on when to keep people in the loop \u2013 and where chatbots drove customers away.",
    );
  });

  it("finds nothing when no candidate is usable", () => {
    expect(extractDescription(fixture("nothing-usable.html"))).toBeNull();
  });
});

describe("description length", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i + 1}`).join(" ");

  it(`cuts text over ${MAX_DESCRIPTION_WORDS} words to ${CUT_DESCRIPTION_WORDS} words and an ellipsis`, () => {
    const description = extractDescription(fixture("long-description.html"));
    expect(description).toMatch(/ forty-seven\.\.\.$/);
    expect(description?.replace(/\.\.\.$/, "").split(" ")).toHaveLength(CUT_DESCRIPTION_WORDS);
    expect(shortenDescription(words(51))).toBe(`${words(47)}...`);
  });

  it(`leaves text of ${MAX_DESCRIPTION_WORDS} words or fewer alone`, () => {
    expect(shortenDescription(words(50))).toBe(words(50));
    expect(extractDescription(`<meta name="description" content="${words(50)}">`)).toBe(words(50));
  });
});

describe("extract", () => {
  it("returns cover and description together", () => {
    expect(extract(fixture("open-graph.html"), PAGE)).toEqual({
      cover: "https://insights.example.com/media/covers/ai-at-scale.png",
      description:
        "Eleven leaders from global service providers on moving AI from pilots into client delivery & pricing.",
    });
  });
});
