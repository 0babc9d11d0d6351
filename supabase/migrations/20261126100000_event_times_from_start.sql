-- An event's date, time and timezone are stated once, by its start (issue 27): the site and the mails derive
-- the London texts from starts_at (src/lib/london-time.ts). Nothing reads these copies, which the seed no longer
-- writes.
alter table public.events
  drop column date,
  drop column time,
  drop column timezone;
