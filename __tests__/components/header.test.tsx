import { render, screen, within } from "@testing-library/react";
import React from "react";
import { Header, MOBILE_MENU_ID } from "../../src/components/layout/header";
import navigation from "../../data/navigation.json";
import { serverHtml } from "../support/server-html";

const renderHeader = (path: string) => render(<Header brandName="Test Brand" groups={navigation.header} path={path} />);

const desktop = () => within(screen.getByRole("navigation", { name: "Main" }));
const mobileToggle = () => screen.getByRole("button", { name: "Open menu" });

describe("Header active state", () => {
  it.each([
    ["/interview-programmes", "Programmes"],
    ["/communities/revenue", "Communities"],
    ["/communities/revenue/events/1", "Communities"],
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

describe("Mobile menu (a modal dialog the browser runs)", () => {
  const dialog = () => document.getElementById(MOBILE_MENU_ID) as HTMLElement;

  it("is a <dialog> the menu button opens modally and the close button inside it closes", () => {
    renderHeader("/");
    expect(dialog().tagName).toBe("DIALOG");
    expect(mobileToggle()).toHaveAttribute("commandfor", MOBILE_MENU_ID);
    expect(mobileToggle()).toHaveAttribute("command", "show-modal");
    const close = within(dialog()).getByRole("button", { name: "Close menu", hidden: true });
    expect(close).toHaveAttribute("commandfor", MOBILE_MENU_ID);
    expect(close).toHaveAttribute("command", "close");
  });

  it("holds every header link, groups as <details> of which one is open at a time", () => {
    renderHeader("/");
    const groups = Array.from(dialog().querySelectorAll("details"));
    expect(groups).toHaveLength(navigation.header.filter((group) => !group.href).length);
    expect(new Set(groups.map((group) => group.getAttribute("name")))).toEqual(new Set(["mobile-menu-group"]));
    const items = navigation.header.flatMap((group) => group.items ?? [{ href: group.href }]);
    for (const item of items) expect(dialog().querySelector(`a[href="${item.href}"]`)).not.toBeNull();
  });
});

describe("Header without JavaScript (the static HTML)", () => {
  it("is the same native markup: no island, no script, nothing hidden by script", () => {
    const host = serverHtml(<Header brandName="Test Brand" groups={navigation.header} path="/" />);
    expect(host.querySelectorAll("[data-island], script, [hidden], [aria-expanded]")).toHaveLength(0);
    expect(host.querySelectorAll("[popovertarget]")).toHaveLength(
      navigation.header.filter((group) => !group.href).length,
    );
  });
});
