import React, { type ReactNode } from "react";
import { islandComponents, type IslandName, type IslandProps } from "./island-components";
import type { IslandWhen } from "./when";

export interface IslandElementProps<N extends IslandName> {
  /** Which component of `islandComponents` runs here; the browser loads its code by this name. */
  name: N;
  /** The component's props: written into the page as JSON, so plain data only (no functions or elements). */
  props: IslandProps<N>;
  when: IslandWhen;
  className?: string;
  /** Data attributes for the root, e.g. to name a form for end-to-end tests. */
  [data: `data-${string}`]: string | undefined;
}

/**
 * A part of a server-rendered page that React runs in the browser. Everything outside islands stays server
 * HTML that React never walks: the page root is not hydrated at all (see docs/architecture.md). The island
 * writes its props beside its HTML; the page's boot script (`boot.ts`) hydrates the component into its root
 * `when` says, as its own React root. In `gatsby develop`, which renders pages in the browser, the component
 * simply renders in place.
 */
export function Island<N extends IslandName>({ name, props, ...root }: IslandElementProps<N>) {
  const Component = islandComponents[name] as React.ComponentType<object>;
  return (
    <IslandRoot name={name} props={props} {...root}>
      <Component {...(props as object)} />
    </IslandRoot>
  );
}

/** An island's markup around its rendered component: its props as JSON, then the root the browser hydrates. */
export function IslandRoot({
  name,
  props,
  when,
  className,
  children,
  ...data
}: Omit<IslandElementProps<IslandName>, "name" | "props"> & { name: string; props: unknown; children: ReactNode }) {
  return (
    <>
      <script
        type="application/json"
        data-island-props={name}
        dangerouslySetInnerHTML={{ __html: islandPropsJson(name, props) }}
      />
      <div {...data} data-island={name} data-when={when} className={className}>
        {children}
      </div>
    </>
  );
}

/**
 * The props as the browser will read them back: JSON, with `<` escaped so no value can close the script
 * element. Anything JSON cannot carry fails the build here, naming the island and the field, rather than
 * arriving in the browser as something else.
 */
export function islandPropsJson(name: string, props: unknown): string {
  assertPlainData(props, name);
  return JSON.stringify(props)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function assertPlainData(value: unknown, path: string): void {
  if (value === null || ["string", "number", "boolean"].includes(typeof value)) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertPlainData(item, `${path}[${index}]`));
    return;
  }
  const prototype = typeof value === "object" ? Object.getPrototypeOf(value) : undefined;
  if (prototype === Object.prototype && !("$$typeof" in (value as object))) {
    Object.entries(value as object).forEach(([key, item]) => {
      if (item !== undefined) assertPlainData(item, `${path}.${key}`);
    });
    return;
  }
  throw new Error(`Island props must be plain data: ${path} is ${describe(value)}`);
}

const describe = (value: unknown) =>
  typeof value === "object" && value !== null && "$$typeof" in value ? "a React element" : typeof value;
