-- The privacy notice, enforced (issue 42). `public.apply_retention()` deletes or anonymises what the notice keeps
-- only for a time; the local backend runs it on a timer, a hosted project with pg_cron (docs/going-live.md).
--
-- The periods are the notice's: `retentionPeriods` of data/privacy-notice.json, which the page states and the
-- content sync copies into private.retention_settings (backend/retention-seed.ts). No defaults here: a database
-- whose periods were never synced refuses to run the job rather than delete by a rule nobody stated.

create table private.retention_settings (
  id boolean primary key default true check (id),
  -- After the event's end: the registration is deleted, the event keeps its number (registrations_removed).
  registrations interval not null check (registrations >= interval '1 day'),
  -- After the event's end: the challenge text is removed from the registration and its mails.
  challenges interval not null check (challenges >= interval '1 day'),
  -- After arrival: the contact request and its mails are deleted.
  contact_requests interval not null check (contact_requests >= interval '1 day'),
  -- After a mail was sent or failed for good. At least a day: the one-acknowledgement-a-day rule and the
  -- once-a-day alert of 20261124130000_visitor_mail_limits.sql read the last 24 hours of the outbox.
  mail_records interval not null check (mail_records >= interval '1 day'),
  -- The keyed records behind the limits. At least an hour: the limits count the last hour.
  limit_records interval not null check (limit_records >= interval '1 hour')
);
revoke all on table private.retention_settings from public, anon, authenticated, service_role;

-- What an event's deleted registrations leave behind: their number, so its 'N registered' stays true.
alter table public.events
  add column registrations_removed integer not null default 0 check (registrations_removed >= 0);

create or replace function private.registrations_for(key text) returns integer
  language sql stable security definer set search_path = ''
  as $$
  select (select count(*)::integer from public.event_registrations where event_id = key)
    + coalesce((select e.registrations_removed from public.events e where e.event_key = key), 0)
$$;

-- One run of the job as of `as_of` (the clock, injected by the tests; now() otherwise). Returns what it removed.
create function public.apply_retention(as_of timestamptz default now()) returns jsonb
  language plpgsql security definer set search_path = ''
  as $$
declare
  periods private.retention_settings;
  registrations integer;
  challenges integer;
  contacts integer;
  mails integer;
  proofs integer;
  limit_records integer;
begin
  select * into periods from private.retention_settings;
  if not found then
    raise exception 'No retention periods are stored: run the content sync (npm run db:sync) first'
      using errcode = 'RTN01';
  end if;

  with gone as (
    delete from public.event_registrations r
    using public.events e
    where e.event_key = r.event_id and e.ends_at < as_of - periods.registrations
    returning r.id, r.event_id
  ), counted as (
    update public.events e
    set registrations_removed = e.registrations_removed + g.removed
    from (select event_id, count(*)::integer as removed from gone group by event_id) g
    where e.event_key = g.event_id
  ), their_mails as (
    delete from private.notifications n where n.submission_id in (select id from gone)
  )
  select count(*)::integer into registrations from gone;

  with cleared as (
    update public.event_registrations r
    set challenge = null
    from public.events e
    where e.event_key = r.event_id and r.challenge is not null and e.ends_at < as_of - periods.challenges
    returning r.id
  ), their_mails as (
    update private.notifications n
    set template_data = n.template_data - 'challenge'
    where n.submission_id in (select id from cleared) and n.template_data ? 'challenge'
  )
  select count(*)::integer into challenges from cleared;

  with gone as (
    delete from public.contact_etl c where c.created_at < as_of - periods.contact_requests returning c.id
  ), their_mails as (
    delete from private.notifications n where n.submission_id in (select id from gone)
  )
  select count(*)::integer into contacts from gone;

  -- Pending and sending rows still have a mail to deliver; sent and failed ones only a record to keep a while.
  delete from private.notifications n
  where n.state in ('sent', 'failed') and n.updated_at < as_of - periods.mail_records;
  get diagnostics mails = row_count;

  -- A spent proof only stops a replay until the challenge expires.
  delete from private.spent_proofs p where p.expires_at < as_of;
  get diagnostics proofs = row_count;

  delete from private.submission_log l where l.created_at < as_of - periods.limit_records;
  get diagnostics limit_records = row_count;

  return jsonb_build_object(
    'registrations', registrations, 'challenges', challenges, 'contact_requests', contacts,
    'mail_records', mails, 'proofs', proofs, 'limit_records', limit_records
  );
end
$$;

revoke all on function public.apply_retention(timestamptz) from public, anon, authenticated;
grant execute on function public.apply_retention(timestamptz) to service_role;
