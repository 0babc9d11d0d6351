import React from "react";
import { ENHANCE_ATTRIBUTE } from "../../lib/enhancement-markers";
import { shownAt } from "./shown-at";
import * as styles from "./timed.module.scss";

export interface TimedProps {
  /** ISO instant from which the content shows; none: from always. */
  from?: string;
  /** ISO instant from which it no longer shows; none: for ever. */
  until?: string;
  /** The build's clock, which chooses what the static HTML shows. */
  builtAt: string;
  /** `span` inside a line of text. */
  as?: "div" | "span";
  children: React.ReactNode;
}

/**
 * Content that holds only for a time, such as an event's registration (until it ends) or its past notice (from
 * then on). A static page can be older than its events: the page carries each state it can move into by the
 * clock, the build's clock chooses what the HTML shows, and the `clock` behaviour (`clock.ts`) shows what the
 * visitor's clock says, switching again when an instant passes while the page is open. Adds no box of its own.
 */
export function Timed({ from, until, builtAt, as: Tag = "div", children }: TimedProps): React.ReactElement {
  return (
    <Tag
      {...{ [ENHANCE_ATTRIBUTE]: "clock" }}
      data-from={from}
      data-until={until}
      hidden={!shownAt(builtAt, from, until)}
      className={styles.timed}
    >
      {children}
    </Tag>
  );
}

export interface ByTimeProps {
  /** The instant the content changes. */
  at: string;
  builtAt: string;
  before: React.ReactNode;
  after?: React.ReactNode;
  as?: "div" | "span";
}

/**
 * Content that changes at one instant: `before` until then, `after` from then on. A page built after the instant
 * can never show `before`, so it holds `after` alone.
 */
export function ByTime({ at, builtAt, before, after, as }: ByTimeProps): React.ReactElement {
  if (!shownAt(builtAt, undefined, at)) return <>{after}</>;
  return (
    <>
      <Timed until={at} builtAt={builtAt} as={as}>
        {before}
      </Timed>
      {after && (
        <Timed from={at} builtAt={builtAt} as={as}>
          {after}
        </Timed>
      )}
    </>
  );
}
