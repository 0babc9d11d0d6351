// @ts-check
/**
 * Where each value of a JSON text starts, by its path (JSON.stringify of the keys and indexes). Shared by the
 * content check (line and column of a problem) and the CMS backend (which objects the file writes on one line).
 * Only for text JSON.parse accepted: it does no error handling of its own.
 * @param {string} text
 * @returns {Map<string, number>}
 */
export const valueOffsets = (text) => {
  const offsets = new Map();
  let i = 0;
  const skipSpace = () => {
    while (/\s/.test(text[i] ?? "")) i++;
  };
  const readString = () => {
    const start = i;
    i++;
    while (text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i));
  };
  /** @param {(string | number)[]} path */
  const readValue = (path) => {
    skipSpace();
    offsets.set(JSON.stringify(path), i);
    if (text[i] === "{") {
      i++;
      skipSpace();
      while (text[i] !== "}") {
        const key = readString();
        skipSpace();
        i++; // the colon
        readValue([...path, key]);
        skipSpace();
        if (text[i] === ",") i++;
        skipSpace();
      }
      i++;
    } else if (text[i] === "[") {
      i++;
      skipSpace();
      for (let index = 0; text[i] !== "]"; index++) {
        readValue([...path, index]);
        skipSpace();
        if (text[i] === ",") i++;
        skipSpace();
      }
      i++;
    } else if (text[i] === '"') {
      readString();
    } else {
      while (i < text.length && !/[\s,\]}]/.test(text[i])) i++;
    }
  };
  readValue([]);
  return offsets;
};
