import React from "react";
import { Icon } from "../icon/icon";
import * as styles from "./contact-links.module.scss";

export interface ContactLinksProps {
  phone: string;
  email: string;
}

/** `tel:` wants the digits only: "+44 20 3890 4512" -> "tel:+442038904512". */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** Phone number and e-mail address as links, written out in full so visitors can also copy them. */
export function ContactLinks({ phone, email }: ContactLinksProps): React.ReactElement {
  return (
    <ul className={styles.links}>
      <li>
        <a href={telHref(phone)} className={styles.link}>
          <Icon name="phone" size={20} />
          <span>
            <span className={styles.kind}>Call us</span> {phone}
          </span>
        </a>
      </li>
      <li>
        <a href={`mailto:${email}`} className={styles.link}>
          <Icon name="mail" size={20} />
          <span>
            <span className={styles.kind}>Email us</span> {email}
          </span>
        </a>
      </li>
    </ul>
  );
}
