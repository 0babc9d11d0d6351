import { boolean, string } from "yup";

/**
 * What counts as a space: JavaScript's \s (which includes U+FEFF), the set String.prototype.trim removes and so
 * the set Yup's trim() removes. The database defines a space the same way (`private.space_class()`, a backend
 * test compares the two over every code point).
 */
const SPACE = "\\s\\uFEFF";

/** A value made only of spaces (or empty): what a required field may not be. */
export const BLANK = new RegExp(`^[${SPACE}]*$`);

/** Text, @, text, dot, text, no spaces: the shape the database's CHECK constraints require too. */
export const EMAIL_PATTERN = new RegExp(`^[^${SPACE}@]+@[^${SPACE}@]+\\.[^${SPACE}@]+$`);

export const requiredText = (message: string) => string().trim().required(message);

export const requiredEmail = () =>
  string().trim().required("Email is required").matches(EMAIL_PATTERN, {
    message: "Please enter a valid email address",
    excludeEmptyString: true,
  });

export const mustAgree = (message: string) => boolean().required(message).oneOf([true], message);

/** How text is stored: trimmed, and null when an optional field is left blank. */
export const trimmed = (value: string): string => value.trim();
export const optional = (value: string): string | null => value.trim() || null;
