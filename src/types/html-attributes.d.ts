import "react";

/**
 * HTML attributes React 18 passes through to the DOM but its types do not list yet: the popover API, with which the
 * header's dropdowns and mobile menu work without script.
 */
declare module "react" {
  // The type parameters must match React's own declarations for the interfaces to merge.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | "hint";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "toggle" | "show" | "hide";
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
}
