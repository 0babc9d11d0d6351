import { Link } from "gatsby";
import React from "react";

export interface SmartLinkProps {
  href: string;
  children: React.ReactNode;
  className?: string;
  activeClassName?: string;
  partiallyActive?: boolean;
  onClick?: () => void;
  "aria-current"?: "page";
}

export const isExternal = (href: string): boolean => /^https?:\/\//.test(href);

/** Site files such as `/events/future-of-hr.ics` are not pages, so the router must not handle them. */
export const isSiteFile = (href: string): boolean => /^\/[^?#]*\.[a-z0-9]+$/i.test(href);

/**
 * One link for every destination: site routes go through Gatsby's Link (prefetch,
 * client navigation), other sites open in a new tab, mailto:/tel:/#anchors stay plain.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps): React.ReactElement {
  if (href.startsWith("/") && !isSiteFile(href)) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  const { className, onClick } = rest;
  if (isExternal(href)) {
    return (
      <a href={href} className={className} onClick={onClick} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
