import { readData } from "./data";

const site = readData<typeof import("../../data/site.json")>("site.json");

/** The site's contact details as FormSlot hands them to the forms. */
export const SITE_CONTACT = { email: site.contactEmail, phone: site.contactPhone };
