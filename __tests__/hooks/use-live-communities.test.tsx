import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { RetryNotice } from "../../src/components/retry-notice/retry-notice";
import { useLiveCommunities } from "../../src/hooks/use-live-communities";
import { type FakeHandler, installFakeBackend, reply } from "../support/fake-backend";

const built = [
  {
    slug: "revenue",
    name: "Revenue Community",
    description: "Built description",
    targetAudience: "Revenue leaders",
    colour: "violet",
    memberCount: 38,
    upcomingCount: 3,
  },
  {
    slug: "hr-leadership",
    name: "HR Leadership Community",
    description: "People leaders",
    targetAudience: "CHROs",
    colour: "teal",
    memberCount: 32,
    upcomingCount: 1,
  },
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

/** The communities page's use of the hook, reduced to what it shows. */
function Communities() {
  const { communities, error, loading, retry } = useLiveCommunities(built);
  return (
    <>
      <ul>
        {communities.map((community) => (
          <li key={community.slug}>
            {community.name}: {community.memberCount} contributors, {community.upcomingCount} upcoming (
            {community.colour})
          </li>
        ))}
      </ul>
      {error && <RetryNotice message={error} onRetry={retry} busy={loading} />}
    </>
  );
}

const items = () => screen.getAllByRole("listitem").map((item) => item.textContent);

const BUILT_ITEMS = [
  "Revenue Community: 38 contributors, 3 upcoming (violet)",
  "HR Leadership Community: 32 contributors, 1 upcoming (teal)",
];
const LIVE_ITEMS = [
  "revenue from the database: 4 contributors, 2 upcoming (violet)",
  "hr-leadership from the database: 5 contributors, 1 upcoming (teal)",
];

describe("useLiveCommunities", () => {
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
