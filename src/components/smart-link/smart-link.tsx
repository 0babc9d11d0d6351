import React from "react";

export interface SmartLinkProps {
  href: string;
  children: React.ReactNode;
  className?: string;
  "aria-current"?: "page";
}

export const isExternal = (href: string): boolean => /^https?:\/\//.test(href);

/**
 * One link for every destination: other sites open in a new tab; everything else is a plain link. Pages are
 * static, with no client-side router: a site route loads its page (prefetched on intent by the speculation
 * rules of gatsby-ssr).
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps): React.ReactElement {
  if (isExternal(href)) {
    return (
      <a href={href} className={rest.className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
