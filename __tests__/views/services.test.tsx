import { render, screen, within } from "@testing-library/react";
import React from "react";
import { toServicesProps } from "../../src/views/services-props";
import { ServicesView } from "../../src/views/services-view";
import { servicesQuery } from "../support/fixtures";

const data = servicesQuery();
const page = data.servicesJson!;

describe("ServicesView", () => {
  it("lists every service of data/services.json in its accordion, collapsed, each at its anchor (/services#slug)", () => {
    render(<ServicesView {...toServicesProps(data)} />);
    for (const [title, services] of [
      [page.mainTitle, page.main],
      [page.moreTitle, page.more],
    ] as const) {
      const items = Array.from(screen.getByRole("region", { name: title }).querySelectorAll("details"));
      expect(items.map((item) => item.querySelector("summary")?.textContent)).toEqual(
        services.map((service) => service.title),
      );
      expect(items.filter((item) => item.open)).toEqual([]);
      items.forEach((item, i) =>
        expect(within(item).getByText(services[i].summary).closest(`#${services[i].slug}`)).not.toBeNull(),
      );
    }
  });

  it("names the missing files when the content is missing", () => {
    expect(() => toServicesProps({ ...data, servicesJson: null })).toThrow("data/services.json");
  });
});
