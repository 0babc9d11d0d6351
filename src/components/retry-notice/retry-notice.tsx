import React from "react";
import * as styles from "./retry-notice.module.scss";

export interface RetryNoticeProps {
  message: string;
  onRetry: () => void;
  /** True while the retry runs: the button waits. */
  busy?: boolean;
}

/** A failed read of live data, said plainly, with 'Try Again'. */
export function RetryNotice({ message, onRetry, busy = false }: RetryNoticeProps): React.ReactElement {
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.message}>{message}</p>
      <button className={styles.retry} type="button" onClick={onRetry} disabled={busy}>
        Try Again
      </button>
    </div>
  );
}
