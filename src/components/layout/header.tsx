import { Link } from "gatsby";
import React, { useCallback, useEffect, useRef, useState } from "react";
import { useEnhanced } from "../../hooks/use-enhanced";
import { ButtonLink } from "../button-link/button-link";
import { Icon } from "../icon/icon";
import { SmartLink } from "../smart-link/smart-link";
import { DESKTOP_HEADER_QUERY } from "./header-query";
import * as styles from "./header.module.scss";
import { isActive, isGroupActive, type NavEntry } from "./nav-active";

export interface HeaderProps {
  brandName: string;
  groups: readonly NavEntry[];
  /** Canonical path of the current screen, for the active state. */
  path: string;
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

const FOCUSABLE = "a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex='-1'])";

/** Makes everything in the page inert except `kept` (and what contains them); returns what it changed. */
function inertAllBut(kept: readonly Element[]): Element[] {
  const changed = new Set<Element>();
  for (const element of kept) {
    for (let node: Element = element; node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement.children)) {
        const holdsKept = kept.some((k) => sibling.contains(k));
        if (!holdsKept && !sibling.hasAttribute("inert") && !["SCRIPT", "STYLE", "LINK"].includes(sibling.tagName))
          changed.add(sibling);
      }
    }
  }
  changed.forEach((element) => element.setAttribute("inert", ""));
  return [...changed];
}

/**
 * While the mobile menu is open it is a modal dialog: everything outside the menu button and the panel is
 * inert, Tab cycles through the two, and Escape closes the menu and puts focus back on its button.
 */
function useModalMenu(
  open: boolean,
  close: () => void,
  button: React.RefObject<HTMLButtonElement>,
  panel: React.RefObject<HTMLElement>,
) {
  useEffect(() => {
    const kept = [button.current, panel.current].filter((element): element is HTMLElement => element !== null);
    if (!open || kept.length === 0) return undefined;
    const madeInert = inertAllBut(kept);

    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
        button.current?.focus();
        return;
      }
      if (event.key !== "Tab" || !button.current || !panel.current) return;
      const stops = [
        button.current,
        ...Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
          (element) => !element.closest("[hidden]"),
        ),
      ];
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const next = at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1) + stops.length) % stops.length;
      event.preventDefault();
      stops[next].focus();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      madeInert.forEach((element) => element.removeAttribute("inert"));
    };
  }, [open, close, button, panel]);
}

export function Header({ brandName, groups, path }: HeaderProps): React.ReactElement {
  const enhanced = useEnhanced();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const navRef = useRef<HTMLUListElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuPanel = useRef<HTMLDivElement>(null);
  // The group the pointer opened by hovering: the click that usually follows must not close it again.
  const hoverOpened = useRef<string | null>(null);

  useEffect(() => setOpenGroup(null), [path]);

  useEffect(() => {
    if (!openGroup) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenGroup(null);
      document.getElementById(`nav-${slug(openGroup)}-button`)?.focus();
    };
    const onPointer = (event: MouseEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onPointer);
    };
  }, [openGroup]);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    setExpanded(null);
  }, []);
  useModalMenu(menuOpen, closeMenu, menuButton, menuPanel);

  // A window widened to the desktop header while the menu is open hides the panel: end the dialog with it.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const desktop = window.matchMedia(DESKTOP_HEADER_QUERY);
    desktop.addEventListener("change", closeMenu);
    return () => desktop.removeEventListener("change", closeMenu);
  }, [menuOpen, closeMenu]);

  const followMenuLink = () => {
    closeMenu();
    window.scrollTo({ top: 0 });
  };

  const closeWhenFocusLeaves = (event: React.FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenGroup(null);
  };

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        {/* Named by its visible wordmark (plus " home" for screen readers): an aria-label that differs
            from the visible text fails WCAG 2.5.3 for speech users. */}
        <Link to="/" className={styles.logo}>
          <span className={styles.mark} aria-hidden="true">
            {brandName
              .split(/\s+/)
              .map((word) => word[0])
              .join("")}
          </span>
          <span className={styles.wordmark}>{brandName}</span>
          <span className="visually-hidden"> home</span>
        </Link>

        <nav className={styles.desktopNav} aria-label="Main">
          {/* Without JavaScript (and until React runs) a group opens on hover and while focus is inside it. */}
          <ul className={`${styles.groups} ${enhanced ? "" : styles.cssOnly}`} ref={navRef}>
            {groups.map((group) => {
              const active = isGroupActive(group, path);
              const activeClass = active ? styles.active : "";
              if (group.href) {
                return (
                  <li key={group.name}>
                    <SmartLink
                      href={group.href}
                      className={`${styles.groupLink} ${activeClass}`}
                      aria-current={active ? "page" : undefined}
                    >
                      {group.name}
                    </SmartLink>
                  </li>
                );
              }
              const id = slug(group.name);
              const open = openGroup === group.name;
              return (
                <li
                  key={group.name}
                  className={styles.group}
                  onBlur={closeWhenFocusLeaves}
                  onMouseEnter={() => {
                    hoverOpened.current = group.name;
                    setOpenGroup(group.name);
                  }}
                  onMouseLeave={() => {
                    hoverOpened.current = null;
                    setOpenGroup(null);
                  }}
                >
                  <button
                    type="button"
                    id={`nav-${id}-button`}
                    className={`${styles.groupLink} ${activeClass}`}
                    aria-expanded={enhanced ? open : undefined}
                    aria-controls={`nav-${id}-menu`}
                    onClick={() => {
                      const keepOpen = hoverOpened.current === group.name;
                      hoverOpened.current = null;
                      setOpenGroup(open && !keepOpen ? null : group.name);
                    }}
                  >
                    {group.name}
                    <Icon name="chevron-down" size={16} className={`${styles.chevron} ${open ? styles.flipped : ""}`} />
                  </button>
                  <ul id={`nav-${id}-menu`} className={styles.dropdown} hidden={enhanced ? !open : undefined}>
                    {(group.items ?? []).map((item) => (
                      <li key={item.href}>
                        <SmartLink
                          href={item.href}
                          className={`${styles.dropdownItem} ${isActive(item.href, path) ? styles.active : ""}`}
                          onClick={() => setOpenGroup(null)}
                        >
                          <span className={styles.itemName}>{item.name}</span>
                          {item.description && <span className={styles.itemDescription}>{item.description}</span>}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className={styles.actions}>
          <span className={styles.sponsor}>
            <ButtonLink href="/sponsor">Become a sponsor</ButtonLink>
          </span>
          {enhanced ? (
            <button
              ref={menuButton}
              type="button"
              className={styles.menuButton}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => (menuOpen ? closeMenu() : setMenuOpen(true))}
            >
              <Icon name={menuOpen ? "close" : "menu"} />
              <span className="visually-hidden">{menuOpen ? "Close menu" : "Open menu"}</span>
            </button>
          ) : (
            // Without JavaScript the button is a link that targets the panel, which CSS shows while targeted.
            <a href="#mobile-menu" className={styles.menuButton}>
              <Icon name="menu" />
              <span className="visually-hidden">Menu</span>
            </a>
          )}
        </div>
      </div>

      <div
        id="mobile-menu"
        ref={menuPanel}
        className={`${styles.mobileNav} ${enhanced ? "" : styles.cssOnly}`}
        role={menuOpen ? "dialog" : undefined}
        aria-modal={menuOpen || undefined}
        aria-label={menuOpen ? "Menu" : undefined}
        hidden={enhanced ? !menuOpen : undefined}
      >
        <nav aria-label="Mobile">
          <ul className="container">
            {groups.map((group) => {
              const active = isGroupActive(group, path) ? styles.active : "";
              if (group.href) {
                return (
                  <li key={group.name}>
                    <SmartLink href={group.href} className={`${styles.mobileLink} ${active}`} onClick={followMenuLink}>
                      {group.name}
                    </SmartLink>
                  </li>
                );
              }
              const id = `mobile-${slug(group.name)}`;
              // Without JavaScript every group shows its links.
              const open = !enhanced || expanded === group.name;
              return (
                <li key={group.name}>
                  <button
                    type="button"
                    className={`${styles.mobileLink} ${active}`}
                    aria-expanded={open}
                    aria-controls={id}
                    onClick={() => setExpanded(open ? null : group.name)}
                  >
                    {group.name}
                    <Icon name="chevron-down" size={16} className={`${styles.chevron} ${open ? styles.flipped : ""}`} />
                  </button>
                  <ul id={id} className={styles.mobileItems} hidden={!open}>
                    {(group.items ?? []).map((item) => (
                      <li key={item.href}>
                        <SmartLink
                          href={item.href}
                          className={`${styles.mobileItem} ${isActive(item.href, path) ? styles.active : ""}`}
                          onClick={followMenuLink}
                        >
                          {item.name}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
            <li className={styles.mobileSponsor}>
              <ButtonLink href="/sponsor" onClick={followMenuLink}>
                Become a sponsor
              </ButtonLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
