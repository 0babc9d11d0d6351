import React from "react";
import { Icon } from "../icon/icon";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./contact-details.module.scss";

export interface ContactDetailsProps {
  phone: string;
  email: string;
  /** The professional-network page, when the screen offers it. */
  networkUrl?: string | null;
  networkName?: string | null;
}

/** Dialable form of a displayed number: `+44 20 3890 4512` -> `+442038904512`. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, "")}`;

/** Phone, email and (optionally) professional-network page, each a working link. */
export function ContactDetails({ phone, email, networkUrl, networkName }: ContactDetailsProps): React.ReactElement {
  const rows = [
    { icon: "phone", label: "Phone", href: telHref(phone), text: phone },
    { icon: "mail", label: "Email", href: `mailto:${email}`, text: email },
    ...(networkUrl && networkName
      ? [{ icon: "linkedin", label: networkName, href: networkUrl, text: `Follow us on ${networkName}` }]
      : []),
  ];
  return (
    <ul className={styles.list}>
      {rows.map((row) => (
        <li key={row.label} className={styles.row}>
          <span className={styles.icon}>
            <Icon name={row.icon} />
          </span>
          <span>
            <span className={styles.label}>{row.label}</span>
            <SmartLink href={row.href} className={styles.link}>
              {row.text}
            </SmartLink>
          </span>
        </li>
      ))}
    </ul>
  );
}
