/* global CMS */
// Files such as data/reports.json and data/community-events/<community>.json hold a JSON list, which Decap
// CMS cannot edit at the top level: this format reads such a list as { items: [...] } and writes the list
// back. The local proxy (scripts/cms-server.mjs) formats every saved file with the project's Prettier settings.
CMS.registerCustomFormat("json-list", "json", {
  fromFile: (text) => {
    const value = JSON.parse(text);
    return Array.isArray(value) ? { items: value } : value;
  },
  toFile: (data) => `${JSON.stringify(data.items ?? [], null, 2)}\n`,
});
