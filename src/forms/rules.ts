import { boolean, string } from "yup";
import classes from "./character-classes.json";
import { mixesScripts } from "../lib/address-scripts";

/**
 * What counts as a space: JavaScript's \s (which includes U+FEFF), the set String.prototype.trim removes and so
 * the set Yup's trim() removes. The database defines a space the same way (`private.space_class()`, a backend
 * test compares the two over every code point).
 */
const SPACE = "\\s\\uFEFF";

/** A value made only of spaces (or empty): what a required field may not be. */
export const BLANK = new RegExp(`^[${SPACE}]*$`);

/**
 * Characters nobody sees or that only format text (zero-width spaces and joiners, soft hyphens, bidi controls,
 * fillers…), and letters or digits that show. The database's `private.invisible_class()` and
 * `private.letter_or_digit_class()` are these classes written out (scripts/sql-character-classes.ts; a backend
 * test compares them over every code point).
 */
export const INVISIBLE = new RegExp(`[${classes.invisible}]`, "u");
export const LETTER_OR_DIGIT = new RegExp(`(?![${classes.invisible}])[${classes.letterOrDigit}]`, "u");

/**
 * Text, @, text, dot, text, with no space, quote or square bracket: the shape the database's CHECK constraints
 * require too. Quoted local parts ("ada"@…) and address literals (ada@[192.0.2.1]) are refused, as nobody needs
 * them to be reached and they let one inbox be spelt many ways.
 */
export const EMAIL_PATTERN = new RegExp(`^[^${SPACE}@"\\[\\]]+@[^${SPACE}@"\\[\\]]+\\.[^${SPACE}@"\\[\\]]+$`);

/**
 * Latin letters, and the Cyrillic and Greek ones, many of which look just like them (а е о р с х, ο ν…). The
 * database's `private.latin_class()` and `private.cyrillic_or_greek_class()` are these classes written out.
 */
export const LATIN = new RegExp(`[${classes.latin}]`, "u");
export const CYRILLIC_OR_GREEK = new RegExp(`[${classes.cyrillicOrGreek}]`, "u");

export const EMAIL_REQUIRED_MESSAGE = "Email is required";
export const EMAIL_INVALID_MESSAGE = "Please enter a valid email address";
/** An address holding a character that cannot be seen (pasted from a document, say): the visitor cannot spot it. */
export const EMAIL_INVISIBLE_MESSAGE =
  "This email address contains invisible characters (from copying and pasting, perhaps). Please type it again.";

/** A look-alike letter cannot be seen either: most likely a keyboard set to another language. */
export const EMAIL_MIXED_SCRIPT_MESSAGE =
  "This email address mixes Latin letters with Cyrillic or Greek ones that look alike (a keyboard set to another language, perhaps). Please type it again.";

export const requiredText = (message: string) => string().trim().required(message);

/** A name: not blank, and at least one letter or digit that shows; else the field's 'required' message. */
export const requiredName = (message: string) =>
  requiredText(message).matches(LETTER_OR_DIGIT, { message, excludeEmptyString: true });

/** An invisible character other than a space: a space in an address is simply not valid (spec §5). */
export const HIDDEN = new RegExp(`(?![${SPACE}])[${classes.invisible}]`, "u");

export const requiredEmail = () =>
  string()
    .trim()
    .required(EMAIL_REQUIRED_MESSAGE)
    .test("visible", EMAIL_INVISIBLE_MESSAGE, (value) => !value || !HIDDEN.test(value))
    // One script alone (иван@…, ελένη@…) is welcome; the database's private.is_email_address() refuses a mix too.
    .test("one-script", EMAIL_MIXED_SCRIPT_MESSAGE, (value) => !value || !mixesScripts(value, LATIN, CYRILLIC_OR_GREEK))
    .matches(EMAIL_PATTERN, { message: EMAIL_INVALID_MESSAGE, excludeEmptyString: true });

export const mustAgree = (message: string) => boolean().required(message).oneOf([true], message);

/** How text is stored: trimmed, and null when an optional field is left blank. */
export const trimmed = (value: string): string => value.trim();
export const optional = (value: string): string | null => value.trim() || null;
