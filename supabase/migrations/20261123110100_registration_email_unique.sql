-- One registration per person and event. The seat trigger (20261123100000_event_seats.sql) refuses a second one
-- with EVDUP; this index is the guarantee underneath it. It comes after 20261123110000_submission_limits.sql on
-- purpose: unique indexes are checked in the order they were made, so a retry of a stored registration meets the
-- idempotency key's constraint first, which the site reports as stored. It fails to build if duplicates are
-- already stored: remove them first (locally, delete .local-backend/).
create unique index event_registrations_event_email_key
  on public.event_registrations (event_id, lower(btrim(email)));
