/**
 * The content the notifications Edge Function needs from the site, in one file inside supabase/functions/ (an Edge
 * Function is deployed on its own and imports nothing outside it): the mails' words (data/notifications.json), the
 * site's name, address and contact details (data/site.json) and the contact reasons' labels as the form shows them
 * (src/forms/contact-reasons.json). Written, not committed, because editors change those files: whatever runs the
 * function writes it first (the local sender, `npm test`'s check of it, `npm run functions:content` before
 * `supabase functions serve` or `supabase functions deploy`), so it always holds the content of the checkout.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { dataFileValue } from "../src/node/content-loader.ts";
import type { NotificationsJson, SiteJson } from "../src/node/types/content.generated.ts";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** From the project root. */
export const MAIL_CONTENT_FILE = "supabase/functions/_shared/mail-content.json";

/** The fields of data/site.json the mails use: sender, brand, footer link and phone. */
const SITE_FIELDS = ["brandName", "siteUrl", "contactEmail", "contactPhone"] as const;

/** A file of the checkout's data/, through the site's content loader. */
const dataOf = <T>(root: string, file: string): T =>
  dataFileValue<T>(path.join(root, "data"), file, "the notifications' content comes from it");

/** The file's content for the checkout at `root`. */
export const mailContent = (root: string) => {
  const site = dataOf<SiteJson>(root, "site.json");
  return {
    site: Object.fromEntries(SITE_FIELDS.map((field) => [field, site[field]])),
    texts: dataOf<NotificationsJson>(root, "notifications.json"),
    contactReasons: JSON.parse(readFileSync(path.join(root, "src/forms/contact-reasons.json"), "utf8")),
  };
};

/** Writes MAIL_CONTENT_FILE for the checkout at `root`; returns its path. */
export const writeMailContent = (root: string = REPO_ROOT): string => {
  const file = path.join(root, MAIL_CONTENT_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(mailContent(root), null, 2)}\n`);
  return file;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`Wrote ${path.relative(process.cwd(), writeMailContent())}`);
}
