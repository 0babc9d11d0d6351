import React from "react";
import { Icon } from "../icon/icon";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./feature-grid.module.scss";

export interface FeatureItem {
  icon?: string | null;
  title: string;
  description?: string | null;
  /** Makes the whole card a link. */
  href?: string | null;
  linkLabel?: string;
  /** Short facts listed under the description. */
  points?: readonly string[] | null;
}

export interface FeatureGridProps {
  items: readonly FeatureItem[];
  columns?: 2 | 3 | 4;
  /** Numbers the cards as steps, in an ordered list. */
  numbered?: boolean;
  /** Lays the cards out in one row that scrolls sideways. */
  scroll?: boolean;
}

/** Cards of icon, title and text: benefits, steps, platform tiles. */
export function FeatureGrid({ items, columns = 4, numbered, scroll }: FeatureGridProps): React.ReactElement {
  const List = numbered ? "ol" : "ul";
  const layout = scroll ? styles.scroll : styles[`cols${columns}`];
  return (
    <List className={`${styles.grid} ${layout}`}>
      {items.map((item, i) => {
        const body = (
          <>
            {numbered && (
              <span className={styles.number} aria-hidden="true">
                {i + 1}
              </span>
            )}
            {/* A step's number is its one marker; other cards show their icon. */}
            {!numbered && item.icon && (
              <span className={styles.icon}>
                <Icon name={item.icon} />
              </span>
            )}
            <h3 className={styles.title}>{item.title}</h3>
            {item.description && <p className={styles.description}>{item.description}</p>}
            {item.points && item.points.length > 0 && (
              <ul className={styles.points}>
                {item.points.map((point) => (
                  <li key={point}>
                    <Icon name="check" size={18} className={styles.check} />
                    {point}
                  </li>
                ))}
              </ul>
            )}
            {item.href && item.linkLabel && <span className={styles.more}>{item.linkLabel}</span>}
          </>
        );
        return (
          <li key={item.title} className={styles.card}>
            {item.href ? (
              <SmartLink href={item.href} className={styles.link}>
                {body}
              </SmartLink>
            ) : (
              body
            )}
          </li>
        );
      })}
    </List>
  );
}
