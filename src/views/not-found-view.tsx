import React from "react";
import { Island } from "../components/island/island";
import type { NotFoundMessageProps } from "../components/not-found/not-found-message";

/** The 404 page: what is missing, and the one way back or several places to continue. */
export function NotFoundView(props: NotFoundMessageProps): React.ReactElement {
  return <Island name="not-found" when="load" props={props} />;
}
