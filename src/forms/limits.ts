/**
 * Longest value each column accepts. The database enforces the same numbers in CHECK constraints
 * (supabase/migrations; a test keeps the two equal); the forms pass them to `maxLength` so a visitor can never
 * type something the database would refuse.
 */
export const CONTACT_LIMITS = {
  full_name: 200,
  email_address: 320,
  phone_number: 50,
  company: 200,
  website: 2048,
  message: 5000,
} as const;

export const REGISTRATION_LIMITS = {
  first_name: 200,
  last_name: 200,
  email: 320,
  mobile: 50,
  job_title: 200,
  company: 200,
  challenge: 5000,
  event_id: 200,
  event_title: 300,
} as const;

/**
 * Contact requests one e-mail address may send per hour; the database refuses the next one
 * (`private.contact_rate_exceeded`, a backend test sends one more than this).
 */
export const CONTACT_RATE_LIMIT_PER_HOUR = 5;
