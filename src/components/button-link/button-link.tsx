import React from "react";
import { Icon } from "../icon/icon";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./button-link.module.scss";

export type ButtonVariant = "primary" | "secondary" | "light" | "ghost";

export interface ButtonLinkProps {
  href: string;
  children: React.ReactNode;
  variant?: ButtonVariant;
  icon?: string;
}

/** A link styled as a button, for calls to action. */
export function ButtonLink({ href, children, variant = "primary", icon }: ButtonLinkProps): React.ReactElement {
  return (
    <SmartLink href={href} className={`${styles.button} ${styles[variant]}`}>
      {children}
      {icon && <Icon name={icon} size={18} />}
    </SmartLink>
  );
}

export interface ButtonRowProps {
  actions: readonly { label: string; href: string }[];
  /** The first action is primary; the rest take this variant. */
  secondary?: ButtonVariant;
  primary?: ButtonVariant;
}

export function ButtonRow({
  actions,
  primary = "primary",
  secondary = "secondary",
}: ButtonRowProps): React.ReactElement {
  return (
    <div className={styles.row}>
      {actions.map((action, i) => (
        <ButtonLink key={action.href + action.label} href={action.href} variant={i === 0 ? primary : secondary}>
          {action.label}
        </ButtonLink>
      ))}
    </div>
  );
}
