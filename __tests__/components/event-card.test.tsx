import { render, screen, within } from "@testing-library/react";
import React from "react";
import { EventCardList, type EventCardData } from "../../src/components/event-card/event-card";
import { EventMeta } from "../../src/components/event-meta/event-meta";

const upcoming: EventCardData = {
  href: "/communities/cloud-ops/events/1",
  title: "From MQLs to pipeline",
  description: "A forum",
  type: "virtual",
  status: "upcoming",
  date: "Tuesday, January 26, 2027",
  time: "3:00 pm",
  timezone: "GMT",
  registered: 22,
  capacity: 30,
};

const past: EventCardData = {
  ...upcoming,
  href: "/communities/cloud-ops/events/past-1",
  title: "Keeping customers past year one",
  type: "in-person",
  status: "past",
  registered: null,
  capacity: null,
};

describe("EventCardList", () => {
  it("shows type, status, date, time with zone and registrations, linking to the event", () => {
    render(<EventCardList events={[upcoming]} />);
    const card = within(screen.getByRole("article"));
    expect(card.getByText("Virtual")).toBeInTheDocument();
    expect(card.getByText("Upcoming")).toBeInTheDocument();
    expect(card.getByText("Tuesday, January 26, 2027")).toBeInTheDocument();
    expect(card.getByText("3:00 pm GMT")).toBeInTheDocument();
    expect(card.getByText("22/30 registered")).toBeInTheDocument();
    expect(card.getByRole("link", { name: /^View details ?: From MQLs to pipeline$/ })).toHaveAttribute(
      "href",
      "/communities/cloud-ops/events/1",
    );
  });

  it("offers 'View results' for past events and leaves out registrations it does not have", () => {
    render(<EventCardList events={[past]} />);
    const card = within(screen.getByRole("article"));
    expect(card.getByText("In-person")).toBeInTheDocument();
    expect(card.queryByText(/registered/)).toBeNull();
    expect(card.getByRole("link", { name: /^View results ?: Keeping customers past year one$/ })).toHaveAttribute(
      "href",
      "/communities/cloud-ops/events/past-1",
    );
  });
});

describe("EventMeta", () => {
  it("shows a globe for virtual delivery and a pin for a place", () => {
    const { container, rerender } = render(<EventMeta date="June 10" place="Virtual" />);
    expect(container.querySelector('[data-fact="globe"]')).toHaveTextContent("Virtual");
    rerender(<EventMeta date="June 10" place="London" />);
    expect(container.querySelector('[data-fact="globe"]')).toBeNull();
    expect(container.querySelector('[data-fact="pin"]')).toHaveTextContent("London");
  });
});
