/* global CMS */
// Files such as data/reports.json and data/community-events/<community>.json hold a JSON list, which Decap
// CMS cannot edit at the top level: this format reads such a list as { items: [...] } and writes the list
// back. The local proxy (scripts/cms-server.ts) formats every saved file with the project's Prettier settings.

// What an emptied optional field leaves behind: a blank text, or an object whose fields are all blank (an event's
// sponsor the editor cleared, or never filled in). Dropping them removes the field, as the build expects; a
// required field left blank is refused by the save check, with the build's message.
const isBlank = (value) =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && value.trim() === "") ||
  (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0);

const withoutBlanks = (value) => {
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .map(([key, field]) => [key, withoutBlanks(field)])
      .filter(([, field]) => !isBlank(field)),
  );
};

CMS.registerCustomFormat("json-list", "json", {
  fromFile: (text) => {
    const value = JSON.parse(text);
    return Array.isArray(value) ? { items: value } : value;
  },
  toFile: (data) => `${JSON.stringify(withoutBlanks(data.items ?? []), null, 2)}\n`,
});

CMS.registerCustomFormat("json-object", "json", {
  fromFile: (text) => JSON.parse(text),
  toFile: (data) => `${JSON.stringify(withoutBlanks(data), null, 2)}\n`,
});
