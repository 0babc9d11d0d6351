// Generated from src/lib/address-scripts.ts by the build (src/node/edge-function-files.ts): edit that file, not this one.
/**
 * Whether the part of an address before the @ mixes Latin letters with look-alike ones of another script
 * (`pаypal@…` with a Cyrillic а reads as someone else's address), compatibility forms folded first as the
 * database folds them when it compares addresses. The two classes are the caller's (src/forms/character-classes.json,
 * which the browser reads as it is and the Edge Function submit-form through its texts), so this one judgement
 * serves both; the database's `private.mixes_scripts` is the same rule in SQL, and a backend test holds them equal.
 */
export const mixesScripts = (address: string, latin: RegExp, lookAlike: RegExp): boolean => {
  const local = address.split("@")[0].normalize("NFKC");
  return latin.test(local) && lookAlike.test(local);
};
