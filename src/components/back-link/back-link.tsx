import React from "react";
import { Icon } from "../icon/icon";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./back-link.module.scss";

export interface BackLinkProps {
  href: string;
  label: string;
  /** The background it sits on. */
  tone?: "dark" | "light";
}

export function BackLink({ href, label, tone = "light" }: BackLinkProps): React.ReactElement {
  return (
    <SmartLink href={href} className={`${styles.back} ${styles[tone]}`}>
      <Icon name="arrow-left" size={18} />
      {label}
    </SmartLink>
  );
}
