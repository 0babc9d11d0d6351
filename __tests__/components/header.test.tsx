import { render, screen, within } from "@testing-library/react";
import React from "react";
import { Header } from "../../src/components/layout/header";
import { MOBILE_MENU_BUTTON_NAME, MOBILE_MENU_ID } from "../../src/components/layout/mobile-menu";
import { serverHtml } from "../support/server-html";
import { readData } from "../support/data";

const navigation = readData<typeof import("../../data/navigation.json")>("navigation.json");

const renderHeader = (path: string) => render(<Header brandName="Test Brand" groups={navigation.header} path={path} />);

const desktop = () => within(screen.getByRole("navigation", { name: "Main" }));
const mobileToggle = () => screen.getByRole("button", { name: MOBILE_MENU_BUTTON_NAME });

describe("Header active state", () => {
  it.each([
    ["/interview-programmes", "Programmes"],
    ["/communities/cloud-ops", "Communities"],
    ["/communities/cloud-ops/events/1", "Communities"],
    ["/podcasts", "Insights"],
    ["/services", "Services"],
    ["/faq", "About"],
  ])("highlights the group that owns %s by path prefix", (path, group) => {
    renderHeader(path);
    expect(desktop().getByRole("button", { name: group })).toHaveClass("active");
    const others = desktop()
      .getAllByRole("button")
      .filter((button) => button.textContent !== group);
    others.forEach((button) => expect(button).not.toHaveClass("active"));
  });

  it("marks the direct Contact link as the current page", () => {
    renderHeader("/contact");
    expect(desktop().getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
  });

  it("matches / and /home exactly, not as a prefix of every path", () => {
    const { container } = renderHeader("/faq");
    const current = Array.from(container.querySelectorAll('[aria-current="page"]'), (link) =>
      link.getAttribute("href"),
    );
    expect(current.length).toBeGreaterThan(0);
    expect(new Set(current)).toEqual(new Set(["/faq"]));
    expect(
      desktop()
        .getAllByRole("button")
        .filter((b) => b.classList.contains("active")),
    ).toHaveLength(1);
  });

  it("links the logo to the home page and the sponsor button to /sponsor", () => {
    renderHeader("/");
    expect(screen.getByRole("link", { name: "Test Brand home" })).toHaveAttribute("href", "/");
    screen
      .getAllByRole("link", { name: "Become a sponsor" })
      .forEach((link) => expect(link).toHaveAttribute("href", "/sponsor"));
  });
});

describe("Header dropdowns (popovers: the browser opens, closes and keeps one open)", () => {
  it("gives each group a button that toggles its own popover of links with their descriptions", () => {
    renderHeader("/");
    for (const group of navigation.header.filter((entry) => !entry.href)) {
      const button = desktop().getByRole("button", { name: group.name });
      const menu = document.getElementById(button.getAttribute("popovertarget") ?? "") as HTMLElement;
      expect(menu).toHaveAttribute("popover", "auto");
      for (const item of group.items ?? []) {
        const link = within(menu).getByText(item.name).closest("a");
        expect(link).toHaveAttribute("href", item.href);
        if (item.description) expect(link).toHaveTextContent(item.description);
      }
    }
  });

  it("marks the current page's item in its dropdown", () => {
    renderHeader("/podcasts");
    const menu = document.getElementById(
      desktop().getByRole("button", { name: "Insights" }).getAttribute("popovertarget") ?? "",
    ) as HTMLElement;
    expect(within(menu).getByText("Podcasts").closest("a")).toHaveAttribute("aria-current", "page");
  });
});

describe("Mobile menu (a popover the browser runs)", () => {
  const menu = () => document.getElementById(MOBILE_MENU_ID) as HTMLElement;

  it("is a popover its button opens and closes by popovertarget, which every browser of the policy has", () => {
    renderHeader("/");
    expect(menu()).toHaveAttribute("popover", "auto");
    expect(mobileToggle()).toHaveAttribute("popovertarget", MOBILE_MENU_ID);
    // The default action, toggle: the same button closes it (and the browser says which state it is in).
    expect(mobileToggle()).not.toHaveAttribute("popovertargetaction");
  });

  it("does not depend on invoker commands, which WebKit before Safari 26 and Firefox before 144 lack", () => {
    const { container } = renderHeader("/");
    expect(container.querySelectorAll("[commandfor], [command], dialog")).toHaveLength(0);
  });

  it("holds every header link, groups as <details> of which one is open at a time", () => {
    renderHeader("/");
    const groups = Array.from(menu().querySelectorAll("details"));
    expect(groups).toHaveLength(navigation.header.filter((group) => !group.href).length);
    expect(new Set(groups.map((group) => group.getAttribute("name")))).toEqual(new Set(["mobile-menu-group"]));
    const items = navigation.header.flatMap((group) => group.items ?? [{ href: group.href }]);
    for (const item of items) expect(menu().querySelector(`a[href="${item.href}"]`)).not.toBeNull();
  });
});

describe("Header without JavaScript (the static HTML)", () => {
  it("is the same native markup: no island, no script, nothing hidden by script", () => {
    const host = serverHtml(<Header brandName="Test Brand" groups={navigation.header} path="/" />);
    expect(host.querySelectorAll("[data-island], script, [hidden], [aria-expanded]")).toHaveLength(0);
    // One button per dropdown, and the menu button.
    expect(host.querySelectorAll("[popovertarget]")).toHaveLength(
      navigation.header.filter((group) => !group.href).length + 1,
    );
  });
});
