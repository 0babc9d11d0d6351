import React from "react";
import { ButtonRow } from "../button-link/button-link";
import * as styles from "./cta-band.module.scss";

export interface CtaBandProps {
  title: string;
  text?: React.ReactNode;
  actions: readonly { label: string; href: string }[];
}

/** The closing call to action of a page. */
export function CtaBand({ title, text, actions }: CtaBandProps): React.ReactElement {
  return (
    <section className={styles.band}>
      <div className={`container ${styles.inner}`}>
        <h2 className={styles.title}>{title}</h2>
        {text && <p className={styles.text}>{text}</p>}
        <ButtonRow actions={actions} primary="light" secondary="ghost" />
      </div>
    </section>
  );
}
