import React from "react";
import { ICON_PATHS } from "../../lib/icon-paths";

export interface IconProps {
  name: string;
  size?: number;
  className?: string;
  /** Icons are decorative unless given a label. */
  label?: string;
}

export function Icon({ name, size = 24, className, label }: IconProps): React.ReactElement {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={ICON_PATHS[name] ?? ICON_PATHS.spark} />
    </svg>
  );
}
