import React from "react";
import { BackLink } from "../back-link/back-link";
import { ButtonRow } from "../button-link/button-link";
import * as styles from "./hero.module.scss";

export interface HeroProps {
  /** Content above the eyebrow and title (a status badge, a logo). */
  before?: React.ReactNode;
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  actions?: readonly HeroAction[] | null;
  /** Extra content under the actions (badges, event details, a video). */
  children?: React.ReactNode;
  /** Media shown beside the text on large screens, behind it on small ones. */
  media?: React.ReactNode;
  tone?: "dark" | "light";
  /** A link back to the parent screen, above the title. */
  back?: { label: string; href: string };
}

export interface HeroAction {
  label: string;
  href: string;
}

/** The hero's buttons, the first one primary, in the colours of the hero's tone. */
export function HeroActions({ actions, tone = "dark" }: { actions: readonly HeroAction[]; tone?: "dark" | "light" }) {
  return (
    <ButtonRow
      actions={actions}
      primary={tone === "dark" ? "light" : "primary"}
      secondary={tone === "dark" ? "ghost" : "secondary"}
    />
  );
}

/** The page-opening band; holds the page's only h1. */
export function Hero({
  before,
  eyebrow,
  title,
  subtitle,
  actions,
  children,
  media,
  tone = "dark",
  back,
}: HeroProps): React.ReactElement {
  return (
    <section className={`${styles.hero} ${styles[tone]}`}>
      <div className={`container ${styles.inner} ${media ? styles.withMedia : ""}`}>
        <div className={styles.text}>
          {back && <BackLink href={back.href} label={back.label} tone={tone} />}
          {before}
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <div className={styles.subtitle}>{subtitle}</div>}
          {actions && actions.length > 0 && <HeroActions actions={actions} tone={tone} />}
          {children}
        </div>
        {media && <div className={styles.media}>{media}</div>}
      </div>
    </section>
  );
}
