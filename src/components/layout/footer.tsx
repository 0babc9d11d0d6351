import React from "react";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./footer.module.scss";

export interface FooterProps {
  brandName: string;
  blurb: string;
  copyright: string;
  columns: readonly { title: string; links: readonly { name: string; href: string }[] }[];
}

export function Footer({ brandName, blurb, copyright, columns }: FooterProps): React.ReactElement {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.brand}>{brandName}</p>
          <p>{blurb}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href}>{link.name}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.legal}`}>
        <p>{copyright}</p>
      </div>
    </footer>
  );
}
