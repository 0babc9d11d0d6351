import React from "react";
import { ButtonLink } from "../button-link/button-link";
import { Icon } from "../icon/icon";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./header.module.scss";
import { MOBILE_MENU_BUTTON_NAME, MOBILE_MENU_ID } from "./mobile-menu";
import { isActive, isGroupActive, type NavEntry } from "./nav-active";

export interface HeaderProps {
  brandName: string;
  groups: readonly NavEntry[];
  /** Canonical path of the current screen, for the active state. */
  path: string;
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/**
 * The site header, made of native elements only, so it works the same with or without JavaScript and needs no
 * island (most pages load no script at all). Each desktop group is a button that toggles its dropdown as a popover
 * (Enter or a click opens it, Escape or a click elsewhere closes it, one at a time). The mobile menu is a popover
 * too, under the header's bar, toggled by the menu button (`popovertarget`, which every browser of the support
 * policy has, where invoker commands are only in the newest: WebKit before Safari 26 could not open a `<dialog>` by
 * `commandfor`). The browser closes it on Escape and returns focus to the button, and says whether it is open
 * (aria-expanded); while it is open the page behind it is hidden (header.module.scss), so Tab goes round the
 * header's bar and the menu only. Its groups are exclusive `<details>` (one open at a time). Choosing a link loads
 * that page, which closes everything and starts at the top.
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
          <button type="button" className={styles.menuButton} popovertarget={MOBILE_MENU_ID}>
            <Icon name="menu" className={styles.openIcon} />
            <Icon name="close" className={styles.closeIcon} />
            <span className="visually-hidden">{MOBILE_MENU_BUTTON_NAME}</span>
          </button>
        </div>
      </div>

      <div id={MOBILE_MENU_ID} popover="auto" className={styles.mobileMenu}>
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
      </div>
    </header>
  );
}
