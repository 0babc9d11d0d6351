import { boolean, string } from "yup";

/** Text, @, text, dot, text, no spaces: the shape the database's CHECK constraints require too. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
