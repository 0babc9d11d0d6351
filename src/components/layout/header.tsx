import { Link } from "gatsby";
import React, { useEffect, useRef, useState } from "react";
import { ButtonLink } from "../button-link/button-link";
import { Icon } from "../icon/icon";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./header.module.scss";
import { isActive, isGroupActive, type NavEntry } from "./nav-active";

export interface HeaderProps {
  brandName: string;
  groups: readonly NavEntry[];
  /** Canonical path of the current screen, for the active state. */
  path: string;
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export function Header({ brandName, groups, path }: HeaderProps): React.ReactElement {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const navRef = useRef<HTMLUListElement>(null);
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

  const closeMobileMenu = () => {
    setMenuOpen(false);
    setExpanded(null);
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
          <ul className={styles.groups} ref={navRef}>
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
                    aria-expanded={open}
                    aria-controls={`nav-${id}-menu`}
                    onClick={() => {
                      const keepOpen = hoverOpened.current === group.name;
                      hoverOpened.current = null;
                      setOpenGroup(open && !keepOpen ? null : group.name);
                    }}
                  >
                    {group.name}
                    <Icon name="chevron-down" size={16} className={open ? styles.flipped : undefined} />
                  </button>
                  <ul id={`nav-${id}-menu`} className={styles.dropdown} hidden={!open}>
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
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => {
              setMenuOpen(!menuOpen);
              setExpanded(null);
            }}
          >
            <Icon name={menuOpen ? "close" : "menu"} />
            <span className="visually-hidden">{menuOpen ? "Close menu" : "Open menu"}</span>
          </button>
        </div>
      </div>

      <nav id="mobile-menu" className={styles.mobileNav} aria-label="Mobile" hidden={!menuOpen}>
        <ul className="container">
          {groups.map((group) => {
            const active = isGroupActive(group, path) ? styles.active : "";
            if (group.href) {
              return (
                <li key={group.name}>
                  <SmartLink href={group.href} className={`${styles.mobileLink} ${active}`} onClick={closeMobileMenu}>
                    {group.name}
                  </SmartLink>
                </li>
              );
            }
            const id = `mobile-${slug(group.name)}`;
            const open = expanded === group.name;
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
                  <Icon name="chevron-down" size={16} className={open ? styles.flipped : undefined} />
                </button>
                <ul id={id} className={styles.mobileItems} hidden={!open}>
                  {(group.items ?? []).map((item) => (
                    <li key={item.href}>
                      <SmartLink
                        href={item.href}
                        className={`${styles.mobileItem} ${isActive(item.href, path) ? styles.active : ""}`}
                        onClick={closeMobileMenu}
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
            <ButtonLink href="/sponsor" onClick={closeMobileMenu}>
              Become a sponsor
            </ButtonLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
