import { ICON_PATHS } from "../lib/icon-paths";

const fieldsNamedIcon = (value: unknown, prefix = ""): { field: string; name: string }[] => {
  if (Array.isArray(value)) return value.flatMap((item, i) => fieldsNamedIcon(item, `${prefix}[${i}]`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const field = prefix ? `${prefix}.${key}` : key;
    return key === "icon" && typeof child === "string" ? [{ field, name: child }] : fieldsNamedIcon(child, field);
  });
};

/** Content names icons as strings; a name the icon set lacks would render a stand-in. */
export const unknownIconMessages = (value: unknown): string[] =>
  fieldsNamedIcon(value)
    .filter(({ name }) => !(name in ICON_PATHS))
    .map(({ field, name }) => `field "${field}" names icon "${name}", which src/lib/icon-paths.ts does not have`);
