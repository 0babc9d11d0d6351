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
 * The database's limits (`private.submission_settings`, whose defaults a backend test compares with these; the
 * backend tests send one more than each). Contact requests one e-mail address may send per hour from one client
 * (keyed by client too, so nobody elsewhere can use up a visitor's quota):
 */
export const CONTACT_RATE_LIMIT_PER_HOUR = 5;

/** Submissions (contact requests and registrations together) one client address may make per hour. */
export const CLIENT_SUBMISSIONS_PER_HOUR = 20;

/**
 * Of those, submissions without a proof of work: forms posted without script, relayed by the Edge Function
 * submit-form (supabase/migrations/20261126120000_forms_without_script.sql). Fewer, so that road is never the
 * cheaper one for a bot.
 */
export const PROOFLESS_SUBMISSIONS_PER_HOUR = 5;

/** Mails to visitors (acknowledgements and confirmations) sent per hour; the rest wait, and the team is told once. */
export const VISITOR_MAILS_PER_HOUR = 100;

/** The proof of work: the secret number of a challenge lies in 0..PROOF_MAX_NUMBER. */
export const PROOF_MAX_NUMBER = 200_000;

/**
 * Proof of work challenges one client address may fetch per hour (each submission takes one): more than a
 * browser ever needs, so fetching them costs a bot its hour (20261127100100_challenge_limit.sql).
 */
export const CLIENT_CHALLENGES_PER_HOUR = 30;

/**
 * Team mails (one per submission) written per hour; further submissions are gathered into one digest mail a
 * quarter of an hour later (20261127100200_team_digest.sql), so a burst reaches the team's inbox once.
 */
export const TEAM_MAILS_PER_HOUR = 20;
