import { fireEvent, render, screen, within } from "@testing-library/react";
import React from "react";
import { Header } from "../../src/components/layout/header";
import navigation from "../../data/navigation.json";
import { serverHtml } from "../support/server-html";

const renderHeader = (path: string) => render(<Header brandName="Test Brand" groups={navigation.header} path={path} />);

const desktop = () => within(screen.getByRole("navigation", { name: "Main" }));
const mobileToggle = () => screen.getByRole("button", { name: /menu/i });

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
    expect(container.querySelectorAll('[aria-current="page"]')).toHaveLength(0);
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

describe("Header dropdowns", () => {
  it("opens a dropdown with descriptions and closes it with Escape, returning focus", () => {
    renderHeader("/");
    const button = desktop().getByRole("button", { name: "Insights" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(menu).toBeVisible();
    expect(
      within(menu as HTMLElement)
        .getByText("Podcasts")
        .closest("a"),
    ).toHaveAttribute("href", "/podcasts");
    expect(menu).toHaveTextContent("Leaders whose insights shaped our latest reports");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(menu).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it("keeps a dropdown that hovering opened open when its button is then clicked; a second click closes it", () => {
    renderHeader("/");
    const button = desktop().getByRole("button", { name: "Services" });
    fireEvent.mouseEnter(button.closest("li") as HTMLElement);
    expect(button).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps only one dropdown open", () => {
    renderHeader("/");
    fireEvent.click(desktop().getByRole("button", { name: "Insights" }));
    fireEvent.click(desktop().getByRole("button", { name: "About" }));
    expect(desktop().getByRole("button", { name: "Insights" })).toHaveAttribute("aria-expanded", "false");
    expect(desktop().getByRole("button", { name: "About" })).toHaveAttribute("aria-expanded", "true");
  });
});

describe("Mobile menu", () => {
  const mobile = () => within(document.getElementById("mobile-menu") as HTMLElement);

  it("opens and closes the panel with the menu button", () => {
    renderHeader("/");
    const panel = document.getElementById("mobile-menu");
    expect(panel).not.toBeVisible();
    fireEvent.click(mobileToggle());
    expect(panel).toBeVisible();
    expect(mobileToggle()).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(mobileToggle());
    expect(panel).not.toBeVisible();
  });

  it("expands one group at a time and collapses the expanded group when toggled again", () => {
    renderHeader("/");
    fireEvent.click(mobileToggle());
    const programmes = mobile().getByRole("button", { name: "Programmes" });
    const insights = mobile().getByRole("button", { name: "Insights" });
    fireEvent.click(programmes);
    expect(programmes).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(insights);
    expect(programmes).toHaveAttribute("aria-expanded", "false");
    expect(insights).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(insights);
    expect(insights).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the panel, collapses groups and scrolls to the top when a link is chosen", () => {
    const scrollTo = jest.spyOn(window, "scrollTo");
    renderHeader("/");
    fireEvent.click(mobileToggle());
    fireEvent.click(mobile().getByRole("button", { name: "Insights" }));
    fireEvent.click(mobile().getByRole("link", { name: "Podcasts" }));
    expect(document.getElementById("mobile-menu")).not.toBeVisible();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    fireEvent.click(mobileToggle());
    expect(mobile().getByRole("button", { name: "Insights" })).toHaveAttribute("aria-expanded", "false");
  });

  it("is a modal dialog while open: the page behind is inert, Tab cycles inside, Escape closes and refocuses", () => {
    render(
      <>
        <a href="#main">Skip to content</a>
        <Header brandName="Test Brand" groups={navigation.header} path="/" />
        <main>
          <a href="/contact">Contact us</a>
        </main>
      </>,
    );
    const toggle = mobileToggle();
    fireEvent.click(toggle);
    const panel = document.getElementById("mobile-menu") as HTMLElement;
    expect(panel).toHaveAttribute("role", "dialog");
    expect(panel).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("main", { hidden: true })).toHaveAttribute("inert");
    expect(screen.getByRole("link", { name: "Test Brand home", hidden: true }).closest("[inert]")).not.toBeNull();
    expect(toggle.closest("[inert]")).toBeNull();
    expect(panel.closest("[inert]")).toBeNull();

    // Collapsed groups hide their links: the stops are the toggle, the group buttons and the direct links.
    const stops = [
      toggle,
      ...Array.from(panel.querySelectorAll<HTMLElement>("a, button")).filter((e) => !e.closest("[hidden]")),
    ];
    toggle.focus();
    const walk: Element[] = [];
    for (let i = 0; i < stops.length; i++) {
      fireEvent.keyDown(document, { key: "Tab" });
      walk.push(document.activeElement as Element);
    }
    // Every stop once, in order, and round to the toggle again.
    expect(walk).toEqual([...stops.slice(1), toggle]);
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    fireEvent.keyDown(document, { key: "Escape" });
    expect(panel).not.toBeVisible();
    expect(toggle).toHaveFocus();
    expect(document.querySelectorAll("[inert]")).toHaveLength(0);
  });
});

describe("Header without JavaScript (the static HTML)", () => {
  const html = () => serverHtml(<Header brandName="Test Brand" groups={navigation.header} path="/" />);

  it("makes the menu button a link to the panel, which CSS shows while targeted, with every group open", () => {
    const host = html();
    const toggle = host.querySelector('a[href="#mobile-menu"]');
    expect(toggle).not.toBeNull();
    const panel = host.querySelector("#mobile-menu") as HTMLElement;
    expect(panel).toHaveClass("cssOnly");
    expect(panel.hasAttribute("hidden")).toBe(false);
    expect(panel.querySelectorAll("[hidden]")).toHaveLength(0);
    const items = navigation.header.flatMap((group) => group.items ?? [{ href: group.href }]);
    for (const item of items) expect(panel.querySelector(`a[href="${item.href}"]`)).not.toBeNull();
  });

  it("leaves the desktop dropdowns to CSS (hover and focus within), none hidden by script", () => {
    const host = html();
    const nav = host.querySelector('nav[aria-label="Main"] > ul') as HTMLElement;
    expect(nav).toHaveClass("cssOnly");
    expect(nav.querySelectorAll("[hidden], [aria-expanded]")).toHaveLength(0);
  });
});
