import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { LiveCommunityGrid } from "../../src/components/community-grid/live-community-grid";
import { type FakeHandler, installFakeBackend, reply } from "../support/fake-backend";

const built = [
  {
    slug: "revenue",
    name: "Revenue Community",
    description: "Built description",
    targetAudience: "Revenue leaders",
    colour: "violet",
    memberCount: 38,
  },
  {
    slug: "hr-leadership",
    name: "People Leaders Community",
    description: "People leaders",
    targetAudience: "CHROs",
    colour: "teal",
    memberCount: 32,
  },
];
/** Events to come, whatever the test machine's clock: three of the revenue community's, one of HR's. */
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-03-10T15:00:00+00:00`;
const events = [
  ...["revenue", "revenue", "revenue", "hr-leadership"].map((community) => ({
    community,
    startsAt: NEXT_YEAR,
    durationMinutes: 60,
  })),
];

const row = (slug: string, members: number, upcoming: number) => ({
  slug,
  name: `${slug} from the database`,
  description: "Live description",
  target_audience: "Live audience",
  member_count: members,
  upcoming_events: upcoming,
});

const liveRows = JSON.stringify([row("revenue", 4, 2), row("hr-leadership", 5, 1)]);
const answers: FakeHandler = () => ({ status: 200, body: liveRows, headers: { "content-type": "application/json" } });

/** The communities page's grid island, as it hydrates. */
const Communities = () => <LiveCommunityGrid communities={built} events={events} builtAt={new Date().toISOString()} />;

/** Each card's name, counts and accent. */
const items = () =>
  screen.getAllByRole("article").map((card) => {
    const [members, upcoming] = Array.from(card.querySelectorAll("li"), (count) => count.textContent);
    return `${card.querySelector("h3")?.textContent}: ${members}, ${upcoming} (${card.className.split(" ").pop()})`;
  });

const BUILT_ITEMS = [
  "Revenue Community: 38 contributors, 3 upcoming events (violet)",
  "People Leaders Community: 32 contributors, 1 upcoming event (teal)",
];
const LIVE_ITEMS = [
  "revenue from the database: 4 contributors, 2 upcoming events (violet)",
  "hr-leadership from the database: 5 contributors, 1 upcoming event (teal)",
];

describe("useLiveCommunities, in the communities grid island", () => {
  it("shows the built communities and reads nothing when the site has no backend", async () => {
    installFakeBackend(answers);
    delete process.env.GATSBY_SUPABASE_URL;
    render(<Communities />);
    expect(items()).toEqual(BUILT_ITEMS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(items()).toEqual(BUILT_ITEMS);
  });

  it("replaces counts with the database's, read from its counts function", async () => {
    const requests = installFakeBackend(answers);
    render(<Communities />);
    expect(items()).toEqual(BUILT_ITEMS);
    await waitFor(() => expect(items()).toEqual(LIVE_ITEMS));
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe("GET");
    expect(requests[0].url.pathname).toBe("/rest/v1/rpc/community_overview");
    expect(Object.fromEntries(requests[0].url.searchParams)).toEqual({});
  });

  it.each([
    [
      "the database refuses the read",
      () => reply.error(401, { code: "42501", message: "permission denied" }),
      "Failed to load communities",
    ],
    ["the server cannot be reached", () => reply.networkDown(), "Failed to connect to database"],
  ])("when %s, keeps the built list, says so, and 'Try Again' replaces the list", async (_case, failure, message) => {
    let failing = true;
    installFakeBackend((request) => (failing ? failure() : answers(request)));
    render(<Communities />);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(items()).toEqual(BUILT_ITEMS);

    failing = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(items()).toEqual(LIVE_ITEMS));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
