import { render, screen, within } from "@testing-library/react";
import React from "react";
import { toServicesProps } from "../../src/views/services-props";
import { ServicesView } from "../../src/views/services-view";
import { servicesQuery } from "../support/fixtures";

const data = servicesQuery();
const page = data.servicesJson!;

// jsdom lays nothing out; the accordion scrolls the item a hash names into view.
beforeAll(() => (Element.prototype.scrollIntoView = jest.fn()));

describe("ServicesView", () => {
  it("lists every service of data/services.json in its accordion, collapsed", () => {
    render(<ServicesView {...toServicesProps(data, "")} />);
    for (const [title, services] of [
      [page.mainTitle, page.main],
      [page.moreTitle, page.more],
    ] as const) {
      const section = screen.getByRole("region", { name: title });
      expect(
        within(section)
          .getAllByRole("button")
          .map((button) => button.textContent),
      ).toEqual(services.map((service) => service.title));
      within(section)
        .getAllByRole("button")
        .forEach((button) => expect(button).toHaveAttribute("aria-expanded", "false"));
    }
  });

  it("opens the service the location hash names", () => {
    const named = page.more[page.more.length - 1];
    render(<ServicesView {...toServicesProps(data, `#${named.slug}`)} />);
    expect(screen.getByRole("button", { name: named.title })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(named.summary)).toBeVisible();
  });

  it("names the missing files when the content is missing", () => {
    expect(() => toServicesProps({ ...data, servicesJson: null }, "")).toThrow("data/services.json");
  });
});
