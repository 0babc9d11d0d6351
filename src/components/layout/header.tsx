import React from "react";
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

export const MOBILE_MENU_ID = "mobile-menu";

/**
 * The site header, made of native elements only, so it works the same with or without JavaScript and needs no
 * island: each desktop group is a button that toggles its dropdown as a popover (Enter or a click opens it,
 * Escape or a click elsewhere closes it, one at a time); the mobile menu is a modal `<dialog>` that the menu
 * button opens and its close button closes (invoker commands: the browser keeps focus inside, Escape closes it
 * and focus returns to the menu button), its groups exclusive `<details>` (one open at a time). Choosing a link
 * loads that page, which closes everything and starts at the top.
 */
export function Header({ brandName, groups, path }: HeaderProps): React.ReactElement {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        {/* Named by its visible wordmark (plus " home" for screen readers): an aria-label that differs
            from the visible text fails WCAG 2.5.3 for speech users. */}
        <a href="/" className={styles.logo}>
          <span className={styles.mark} aria-hidden="true">
            {brandName
              .split(/\s+/)
              .map((word) => word[0])
              .join("")}
          </span>
          <span className={styles.wordmark}>{brandName}</span>
          <span className="visually-hidden"> home</span>
        </a>

        <nav className={styles.desktopNav} aria-label="Main">
          <ul className={styles.groups}>
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
              const menu = `nav-${slug(group.name)}-menu`;
              return (
                <li key={group.name} className={styles.group}>
                  <button type="button" popovertarget={menu} className={`${styles.groupLink} ${activeClass}`}>
                    {group.name}
                    <Icon name="chevron-down" size={16} className={styles.chevron} />
                  </button>
                  <div id={menu} popover="auto" className={styles.dropdown}>
                    <ul className={styles.dropdownList}>
                      {(group.items ?? []).map((item) => (
                        <li key={item.href}>
                          <SmartLink
                            href={item.href}
                            className={`${styles.dropdownItem} ${isActive(item.href, path) ? styles.active : ""}`}
                            aria-current={isActive(item.href, path) ? "page" : undefined}
                          >
                            <span className={styles.itemName}>{item.name}</span>
                            {item.description && <span className={styles.itemDescription}>{item.description}</span>}
                          </SmartLink>
                        </li>
                      ))}
                    </ul>
                  </div>
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
            commandfor={MOBILE_MENU_ID}
            command="show-modal"
            aria-haspopup="dialog"
          >
            <Icon name="menu" />
            <span className="visually-hidden">Open menu</span>
          </button>
        </div>
      </div>

      <dialog id={MOBILE_MENU_ID} className={styles.mobileMenu} aria-label="Menu">
        <div className={`container ${styles.mobileBar}`}>
          <span className={styles.mobileTitle} aria-hidden="true">
            Menu
          </span>
          <button type="button" className={styles.closeButton} commandfor={MOBILE_MENU_ID} command="close">
            <Icon name="close" />
            <span className="visually-hidden">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className={`container ${styles.mobileList}`}>
            {groups.map((group) => {
              const active = isGroupActive(group, path) ? styles.active : "";
              if (group.href) {
                return (
                  <li key={group.name}>
                    <SmartLink
                      href={group.href}
                      className={`${styles.mobileLink} ${active}`}
                      aria-current={isActive(group.href, path) ? "page" : undefined}
                    >
                      {group.name}
                    </SmartLink>
                  </li>
                );
              }
              return (
                <li key={group.name}>
                  <details name="mobile-menu-group" className={styles.mobileGroup}>
                    <summary className={`${styles.mobileLink} ${active}`}>
                      {group.name}
                      <Icon name="chevron-down" size={16} className={styles.chevron} />
                    </summary>
                    <ul className={styles.mobileItems}>
                      {(group.items ?? []).map((item) => (
                        <li key={item.href}>
                          <SmartLink
                            href={item.href}
                            className={`${styles.mobileItem} ${isActive(item.href, path) ? styles.active : ""}`}
                            aria-current={isActive(item.href, path) ? "page" : undefined}
                          >
                            {item.name}
                          </SmartLink>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              );
            })}
            <li className={styles.mobileSponsor}>
              <ButtonLink href="/sponsor">Become a sponsor</ButtonLink>
            </li>
          </ul>
        </nav>
      </dialog>
    </header>
  );
}
