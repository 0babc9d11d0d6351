import { aliasesOf, HOME_ROUTE, routeOf } from "../../routes";

const HOME = new Set([HOME_ROUTE, ...aliasesOf(HOME_ROUTE)]);

/** Active by path prefix, except the home routes, which only match exactly. */
export const isActive = (href: string, path: string): boolean => {
  const route = routeOf(href);
  if (HOME.has(route)) return HOME.has(path);
  return path === route || path.startsWith(`${route}/`);
};

export interface NavEntry {
  name: string;
  href?: string | null;
  items?: readonly { name: string; href: string; description?: string | null }[] | null;
}

export const isGroupActive = (group: NavEntry, path: string): boolean =>
  group.href ? isActive(group.href, path) : (group.items ?? []).some((item) => isActive(item.href, path));
