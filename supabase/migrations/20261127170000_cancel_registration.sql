-- A guest can leave (issue 42): every confirmation carries a link that cancels that registration in one step,
-- without a login. The link holds the registration's cancel token, a random UUID (122 random bits: nobody guesses
-- one), which only its confirmation mail (and a 'you are already registered' mail to the same inbox) carries.
-- `public.cancel_registration(token)` is the one thing anon may do with it: the Edge Function submit-form calls it
-- for GET /registrations/cancel?token=… and sends the visitor to the event's page.
--
-- A cancelled registration stays a row (the host's attendee list shows it as cancelled) but holds no seat and no
-- inbox: the seat count, the one-registration-per-inbox index and the duplicate check read active rows only, so
-- the seat is free at once and the guest may register again.

alter table public.event_registrations
  add column cancel_token uuid not null default gen_random_uuid(),
  add column cancelled_at timestamptz;
create unique index event_registrations_cancel_token_idx on public.event_registrations (cancel_token);

-- anon inserts named columns only (20251122160100_contact_and_registrations.sql), so neither column can be chosen
-- by a request: the token is always the database's.

drop index public.event_registrations_event_email_key;
create unique index event_registrations_event_email_key
  on public.event_registrations (event_id, private.canonical_email(email)) where cancelled_at is null;

create or replace function private.registrations_for(key text) returns integer
  language sql stable security definer set search_path = ''
  as $$
  select (select count(*)::integer from public.event_registrations where event_id = key and cancelled_at is null)
    + coalesce((select e.registrations_removed from public.events e where e.event_key = key), 0)
$$;

-- As in 20261127100000_refusals_answered.sql, with the duplicate check on active registrations only.
create or replace function private.check_event_seat(registration_event text, registration_email text) returns boolean
  language plpgsql volatile security definer set search_path = ''
  as $$
declare
  event record;
begin
  select e.capacity, e.registered_elsewhere, e.ends_at, e.unlimited_seats into event
    from public.events e where e.event_key = registration_event
    for update;
  if not found then
    raise exception 'insert or update on table "event_registrations" violates foreign key constraint "event_registrations_event_id_fkey"'
      using errcode = 'foreign_key_violation', constraint = 'event_registrations_event_id_fkey',
        table = 'event_registrations';
  end if;
  if event.ends_at <= now() then
    raise exception 'This event has taken place.' using errcode = 'EVPST';
  end if;
  if event.capacity is null and not event.unlimited_seats
      or event.registered_elsewhere + private.registrations_for(registration_event) >= event.capacity then
    raise exception 'this event is full' using errcode = 'EVFUL';
  end if;
  return exists (
    select 1 from public.event_registrations r
    where r.event_id = registration_event and r.cancelled_at is null
      and private.canonical_email(r.email) = private.canonical_email(registration_email)
  );
end
$$;

-- The event as a registration's mails describe it (the details the outbox's lookup keeps); null for an event the
-- site's content does not describe.
create function private.registration_event(key text) returns jsonb
  language sql stable security definer set search_path = ''
  as $$ select to_jsonb(e) from private.notification_events e where e.event_id = key $$;
revoke all on function private.registration_event(text) from public, anon, authenticated;

-- As in 20261127100000_refusals_answered.sql, made of the active registration (its cancel link included).
create or replace function private.enqueue_already_registered(registration_event text, registration_email text)
  returns void
  language plpgsql volatile security definer set search_path = ''
  as $$
declare
  key text := registration_event || ' ' || private.canonical_email(registration_email);
  stored public.event_registrations;
begin
  perform pg_advisory_xact_lock(hashtext('already registered ' || key));
  if exists (
    select 1 from private.notifications n
    where n.kind = 'registration_duplicate' and n.recipient_key = key and n.created_at > now() - interval '24 hours'
  ) then
    return;
  end if;
  select * into stored from public.event_registrations r
    where r.event_id = registration_event and r.cancelled_at is null
      and private.canonical_email(r.email) = private.canonical_email(registration_email)
    limit 1;
  insert into private.notifications (kind, submission_id, recipient, recipient_key, template_data) values (
    'registration_duplicate', stored.id, stored.email, key,
    to_jsonb(stored) || jsonb_build_object(
      'id', gen_random_uuid(),
      'event', private.registration_event(registration_event)
    )
  );
end
$$;

-- The team's mail about a cancellation.
alter table private.notifications drop constraint notifications_kind_check;
alter table private.notifications add constraint notifications_kind_check check (kind in (
  'contact_team', 'contact_acknowledgement', 'registration_team', 'registration_confirmation', 'visitor_mail_held',
  'registration_duplicate', 'team_digest', 'registration_cancelled'
));

-- Cancels the registration the token names, once. Answers what happened and where the event's page is:
--   {"status": "cancelled", "page_path": …}          the registration is cancelled now, its seat free, the team told;
--   {"status": "already_cancelled", "page_path": …}  it was cancelled before: nothing changes;
--   {"status": "past", "page_path": …}               the event has ended: nothing changes (its count is history);
--   {"status": "unknown"}                            no registration has the token (never had, or deleted since).
-- The event's row is locked first, as check_event_seat locks it, so cancellations and registrations for one event
-- are decided one at a time.
create function public.cancel_registration(token uuid) returns jsonb
  language plpgsql volatile security definer set search_path = ''
  as $$
declare
  registration public.event_registrations;
  event_ended boolean;
  page text;
begin
  select r.* into registration from public.event_registrations r where r.cancel_token = token;
  if not found then
    return jsonb_build_object('status', 'unknown');
  end if;
  select e.ends_at <= now() into event_ended
    from public.events e where e.event_key = registration.event_id
    for update;
  select e.page_path into page from private.notification_events e where e.event_id = registration.event_id;
  -- Read again under the event's lock: a concurrent use of the same link has either finished or not begun.
  select r.* into registration from public.event_registrations r where r.id = registration.id;
  if registration.cancelled_at is not null then
    return jsonb_build_object('status', 'already_cancelled', 'page_path', page);
  end if;
  if event_ended then
    return jsonb_build_object('status', 'past', 'page_path', page);
  end if;
  update public.event_registrations r set cancelled_at = now() where r.id = registration.id
    returning r.* into registration;
  insert into private.notifications (kind, submission_id, recipient, template_data) values (
    'registration_cancelled', registration.id, (select team_address from private.notification_settings),
    -- The team needs who and which event; the token would let a mail reader act for the guest.
    (to_jsonb(registration) - 'cancel_token') || jsonb_build_object(
      'id', gen_random_uuid(),
      'event', private.registration_event(registration.event_id)
    )
  );
  return jsonb_build_object('status', 'cancelled', 'page_path', page);
end
$$;

revoke all on function public.cancel_registration(uuid) from public;
grant execute on function public.cancel_registration(uuid) to anon, authenticated, service_role;

-- The notice keeps a registration 'while your registration is active, plus 6 months': a cancelled one is no longer
-- active, so its period runs from the cancellation (or the event's end, if sooner). As in
-- 20261127150000_retention.sql otherwise; a cancelled registration leaves no number to the event, as it held no seat.
create or replace function public.apply_retention(as_of timestamptz default now()) returns jsonb
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
    where e.event_key = r.event_id
      and least(e.ends_at, coalesce(r.cancelled_at, e.ends_at)) < as_of - periods.registrations
    returning r.id, r.event_id, r.cancelled_at
  ), counted as (
    update public.events e
    set registrations_removed = e.registrations_removed + g.removed
    from (
      select event_id, count(*)::integer as removed from gone where cancelled_at is null group by event_id
    ) g
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

-- As in 20261127160000_person_rights.sql: a cancelled registration leaves no number to its event.
create or replace function public.erase_person(address text) returns jsonb
  language plpgsql security definer set search_path = ''
  as $$
declare
  ids record;
  contacts integer;
  registrations integer;
  notifications integer;
  limit_records integer;
begin
  perform private.refuse_non_address(address);
  select * into ids from private.person_ids(address);
  update public.events e set registrations_removed = e.registrations_removed + g.removed
  from (
    select r.event_id, count(*)::integer as removed
    from public.event_registrations r join public.events ended on ended.event_key = r.event_id
    where r.id = any (ids.registration_ids) and ended.ends_at < now() and r.cancelled_at is null
    group by r.event_id
  ) g
  where e.event_key = g.event_id;
  delete from private.notifications n where n.id = any (ids.notification_ids);
  get diagnostics notifications = row_count;
  delete from public.contact_etl c where c.id = any (ids.contact_ids);
  get diagnostics contacts = row_count;
  delete from public.event_registrations r where r.id = any (ids.registration_ids);
  get diagnostics registrations = row_count;
  delete from private.submission_log l where l.email_key = private.address_log_key(address);
  get diagnostics limit_records = row_count;
  insert into private.erasures (rows_erased) values (contacts + registrations + notifications + limit_records);
  return jsonb_build_object(
    'contacts', contacts, 'registrations', registrations, 'notifications', notifications,
    'limit_records', limit_records, 'erasures', (select count(*) from private.erasures)
  );
end
$$;
