import React from "react";
import { Icon } from "../icon/icon";
import * as styles from "./independence-banner.module.scss";

export function IndependenceBanner({ text }: { text: string }): React.ReactElement {
  return (
    <aside className={styles.banner} aria-label="Editorial independence">
      <div className={`container ${styles.inner}`}>
        <Icon name="shield" size={22} />
        <p>{text}</p>
      </div>
    </aside>
  );
}
