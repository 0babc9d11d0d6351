import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { EpisodeList, type Episode } from "../../src/components/podcast/episode-list";
import { episodeMinutes } from "../../src/components/podcast/episode-format";
import { fakeImage } from "../support/fake-image";

const episode = (id: string, name: string, overrides: Partial<Episode> = {}): Episode => ({
  id,
  name,
  description: `About ${name}.`,
  releaseDate: "2025-11-04T06:00:00.000Z",
  durationMs: 2845000,
  url: `https://open.spotify.com/episode/${id}`,
  embedUrl: `https://open.spotify.com/embed/episode/${id}`,
  cover: fakeImage(),
  ...overrides,
});

const EPISODES = [episode("80", "Revenue engines"), episode("79", "AI at scale"), episode("78", "Upskilling")];

const buttonOf = (name: string) => {
  const item = screen.getByRole("heading", { name }).closest("li") as HTMLElement;
  return within(item).getByRole("button", { name: new RegExp(name) });
};
const iframes = () => Array.from(document.querySelectorAll("iframe"));

describe("EpisodeList", () => {
  it("shows name, description, US-English long date and whole minutes", () => {
    render(<EpisodeList episodes={[episode("80", "Revenue engines", { durationMs: 3_179_999 })]} />);
    expect(screen.getByRole("heading", { name: "Revenue engines" })).toBeInTheDocument();
    expect(screen.getByText("About Revenue engines.")).toBeInTheDocument();
    expect(screen.getByText("November 4, 2025")).toHaveAttribute("datetime", "2025-11-04T06:00:00.000Z");
    expect(screen.getByText("52 min")).toBeInTheDocument();
  });

  it("rounds minutes down", () => {
    expect(episodeMinutes(59_999)).toBe(0);
    expect(episodeMinutes(60_000)).toBe(1);
    expect(episodeMinutes(2_845_000)).toBe(47);
  });

  it("loads no third-party player until one is asked for", () => {
    render(<EpisodeList episodes={EPISODES} />);
    expect(iframes()).toHaveLength(0);
    for (const { name } of EPISODES) expect(buttonOf(name)).toHaveAttribute("aria-expanded", "false");
  });

  it("opens one inline player, replaces it when another is opened, and closes it from the same button", async () => {
    const user = userEvent.setup();
    render(<EpisodeList episodes={EPISODES} />);

    await user.click(buttonOf("AI at scale"));
    expect(iframes()).toHaveLength(1);
    expect(iframes()[0]).toHaveAttribute("src", "https://open.spotify.com/embed/episode/79");
    expect(iframes()[0]).toHaveAttribute("title", "Player: AI at scale");
    expect(buttonOf("AI at scale")).toHaveAttribute("aria-expanded", "true");
    expect(buttonOf("AI at scale")).toHaveTextContent("Close player");
    const region = document.getElementById(buttonOf("AI at scale").getAttribute("aria-controls") ?? "");
    expect(region).toContainElement(iframes()[0]);

    await user.click(buttonOf("Upskilling"));
    expect(iframes()).toHaveLength(1);
    expect(iframes()[0]).toHaveAttribute("src", "https://open.spotify.com/embed/episode/78");
    expect(buttonOf("AI at scale")).toHaveAttribute("aria-expanded", "false");
    expect(buttonOf("AI at scale")).toHaveTextContent("Listen now");
    expect(buttonOf("Upskilling")).toHaveAttribute("aria-expanded", "true");

    await user.click(buttonOf("Upskilling"));
    expect(iframes()).toHaveLength(0);
    expect(buttonOf("Upskilling")).toHaveAttribute("aria-expanded", "false");
  });

  it("links every episode and the full catalogue externally", () => {
    render(
      <EpisodeList
        episodes={EPISODES}
        viewAll={{ label: "View all episodes", href: "https://open.spotify.com/show/x" }}
      />,
    );
    expect(screen.getByRole("link", { name: /View all episodes/ })).toHaveAttribute("target", "_blank");
    expect(screen.getAllByRole("link", { name: /Open in Spotify/ })[0]).toHaveAttribute(
      "href",
      "https://open.spotify.com/episode/80",
    );
  });
});
