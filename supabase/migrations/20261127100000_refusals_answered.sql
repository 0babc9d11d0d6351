-- No oracle, no free refusals (issue 40).
--
-- 1. A registration for an address already registered for the event (in any spelling) is answered as a new one
--    is: 201, nothing stored, and the registered inbox gets one mail, 'You are already registered for …'
--    (kind registration_duplicate, at most one per inbox and event in 24 hours, within the visitor mail limit).
--    The event's capacity and date are judged before any stored registration is looked at, so on a full event
--    everybody gets EVFUL alike. Anon may never ask for the inserted row back (Prefer: return=representation or
--    headers-only): the guard refuses that first, whatever the row, so neither a refusal of the RETURNING by
--    row-level security nor a silently dropped row can tell one address from another.
-- 2. Once the proof of work is spent, a refusal is answered, not raised: the guard drops the row, sets the HTTP
--    status PostgREST would have given (response.status) and keeps the error in private.submission_refusals
--    under the submission's idempotency key; the transaction commits, so the proof stays spent and the client's
--    quota taken. The body of such an answer is empty; the client asks public.submission_refusal(key) for the
--    error (src/lib/supabase-client.ts does this for the site, the Edge Function submit-form for its posts), which
--    raises it as it was raised. Only the sender knows its key.
--
-- The guard's order is now:
--   0. (API roles) a request that asks for the row back: refused, 401 42501.
--   1. The honeypot: a filled one drops the row silently (201).
--   2. (API roles) the proof of work, or the relay's proof-less allowance: 403 PT403, raised (nothing spent).
--   From here every refusal is answered (status as before, body via submission_refusal):
--   3. A retry of a stored submission (its idempotency key is taken): 201, stored once.
--   4. The row's own NOT NULL and CHECK constraints: 400 23502 / 23514 (still counted as one of the client's).
--   5. (API roles) the client's quota: 429 PT429.
--   6. Registrations: the event is known (409 23503), has not ended (EVPST), has a seat (EVFUL); then, and only
--      then, whether the inbox is registered: if so, 201 and the 'already registered' mail.

-- A refusal's error, kept a few minutes for the client that sent the submission.
create table private.submission_refusals (
  submission_key uuid primary key,
  error jsonb not null,
  expires_at timestamptz not null
);
create index submission_refusals_expires_at_idx on private.submission_refusals (expires_at);
revoke all on table private.submission_refusals from public, anon, authenticated, service_role;

-- Whether the request asks PostgREST for the inserted row back (any RETURNING). Read from the raw headers, so
-- a second Prefer header or any spelling of it counts.
create function private.asks_for_representation() returns boolean
  language sql stable set search_path = ''
  as $$
    select coalesce(current_setting('request.headers', true), '') ~* 'return\s*=\s*(representation|headers-only)'
  $$;

-- Answers a refusal without raising it: the HTTP status PostgREST gives the error (PTxyz: xyz; a unique or
-- foreign key violation: 409; otherwise 400), and the error kept for public.submission_refusal.
create function private.answer_refusal(key uuid, code text, message text, details text, hint text) returns void
  language plpgsql volatile security definer set search_path = ''
  as $$
begin
  perform set_config('response.status', case
    when code ~ '^PT[0-9]{3}$' then substr(code, 3)
    when code in ('23503', '23505') then '409'
    else '400'
  end, true);
  if key is null then
    return;
  end if;
  insert into private.submission_refusals (submission_key, error, expires_at)
    values (key, jsonb_build_object('code', code, 'message', message, 'details', details, 'hint', hint),
      now() + interval '10 minutes')
    on conflict (submission_key) do update set error = excluded.error, expires_at = excluded.expires_at;
  delete from private.submission_refusals where ctid in (
    select ctid from private.submission_refusals where expires_at < now() limit 100 for update skip locked
  );
end
$$;

-- Counts a submission refused for its own values against the client's hour, as an accepted one counts (no check:
-- it is refused already).
create function private.count_refused_submission(kind text, email text, proofless boolean) returns void
  language sql volatile security definer set search_path = ''
  as $$
    insert into private.submission_log (client_key, kind, email_key, proofless)
      values (private.client_key(), kind,
        encode(extensions.hmac(coalesce(private.canonical_email(email), ''),
          (select s.client_key_secret from private.submission_settings s), 'sha256'), 'hex'),
        proofless)
  $$;

-- The refusal of the submission with this idempotency key, raised as the guard met it (so PostgREST answers with
-- its status and JSON); nothing when there is none. POST /rest/v1/rpc/submission_refusal {"submission_key": …}.
create function public.submission_refusal(submission_key uuid) returns void
  language plpgsql stable security definer set search_path = ''
  as $$
declare
  refusal jsonb;
begin
  select r.error into refusal from private.submission_refusals r
    where r.submission_key = submission_refusal.submission_key and r.expires_at > now();
  if refusal is null then
    return;
  end if;
  -- RAISE takes no null option.
  if refusal ->> 'details' is null and refusal ->> 'hint' is null then
    raise exception using errcode = refusal ->> 'code', message = refusal ->> 'message';
  elsif refusal ->> 'hint' is null then
    raise exception using errcode = refusal ->> 'code', message = refusal ->> 'message', detail = refusal ->> 'details';
  elsif refusal ->> 'details' is null then
    raise exception using errcode = refusal ->> 'code', message = refusal ->> 'message', hint = refusal ->> 'hint';
  else
    raise exception using errcode = refusal ->> 'code', message = refusal ->> 'message',
      detail = refusal ->> 'details', hint = refusal ->> 'hint';
  end if;
end
$$;

revoke all on function public.submission_refusal(uuid) from public;
grant execute on function public.submission_refusal(uuid) to anon, authenticated, service_role;

-- The mail an already registered inbox gets.
alter table private.notifications drop constraint notifications_kind_check;
alter table private.notifications add constraint notifications_kind_check check (kind in (
  'contact_team', 'contact_acknowledgement', 'registration_team', 'registration_confirmation', 'visitor_mail_held',
  'registration_duplicate'
));
create or replace function private.is_visitor_mail(kind text) returns boolean
  language sql immutable set search_path = ''
  as $$ select kind in ('contact_acknowledgement', 'registration_confirmation', 'registration_duplicate') $$;
create index notifications_duplicate_key_idx on private.notifications (recipient_key, created_at)
  where kind = 'registration_duplicate';

-- Tells the inbox of a stored registration that it is registered already: once per inbox and event in 24
-- hours. The mail is made of the stored registration (its name and address, the event's details), never of what
-- the new request typed, so nobody can put words in a stranger's inbox.
create function private.enqueue_already_registered(registration_event text, registration_email text) returns void
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
    where r.event_id = registration_event
      and private.canonical_email(r.email) = private.canonical_email(registration_email)
    limit 1;
  insert into private.notifications (kind, submission_id, recipient, recipient_key, template_data) values (
    'registration_duplicate', stored.id, stored.email, key,
    to_jsonb(stored) || jsonb_build_object(
      -- A Message-ID of its own: the sender makes it of `id`.
      'id', gen_random_uuid(),
      'event', (select to_jsonb(e) from private.notification_events e where e.event_id = registration_event)
    )
  );
end
$$;

-- The event's rules for a registration, judged before any stored registration is looked at; then whether this
-- inbox is registered (true: it is). Locks the event's row, so registrations for one event are judged one at a
-- time and exactly the seats left get through.
drop function private.check_event_seat(text, text);
create function private.check_event_seat(registration_event text, registration_email text) returns boolean
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
    where r.event_id = registration_event
      and private.canonical_email(r.email) = private.canonical_email(registration_email)
  );
end
$$;

revoke all on function private.check_event_seat(text, text), private.enqueue_already_registered(text, text),
  private.answer_refusal(uuid, text, text, text, text), private.asks_for_representation(),
  private.count_refused_submission(text, text, boolean)
  from public;
grant execute on function private.check_event_seat(text, text), private.enqueue_already_registered(text, text),
  private.answer_refusal(uuid, text, text, text, text), private.asks_for_representation(),
  private.count_refused_submission(text, text, boolean)
  to anon, authenticated, service_role;

-- The guard in the order above (the steps before it: 20261124120000_submission_guard.sql and
-- 20261126120000_forms_without_script.sql).
create or replace function private.guard_submission() returns trigger
  language plpgsql set search_path = ''
  as $$
declare
  api_role boolean := current_user in ('anon', 'authenticated');
  registration boolean := tg_table_name = 'event_registrations';
  proofless boolean := false;
  fields jsonb;
  email text;
  code text;
  message text;
  details text;
  hint text;
begin
  if api_role and private.asks_for_representation() then
    raise exception 'new row violates row-level security policy for table "%"', tg_table_name
      using errcode = 'insufficient_privilege',
        hint = 'Submissions are write-only: insert with Prefer: return=minimal.';
  end if;
  if new.nickname is distinct from '' then
    return null;
  end if;
  if api_role then
    if new.altcha is null and private.is_relayed() then
      proofless := true;
    else
      perform private.spend_proof(new.altcha);
    end if;
  end if;
  -- Verified: nothing of it is kept.
  new.altcha := null;
  fields := to_jsonb(new);
  email := coalesce(fields ->> 'email', fields ->> 'email_address');
  begin
    if private.is_stored_submission(tg_relid::regclass, new.submission_key) then
      return null;
    end if;
    -- The row's own rules before the limits, so a malformed row is answered alike whatever limit its address
    -- has reached; it still costs the client one submission (below).
    perform private.assert_valid_row(tg_relid::regclass, new);
    if api_role then
      perform private.take_submission_quota(
        case when registration then 'registration' else 'contact' end, email, proofless
      );
    end if;
  exception when others then
    get stacked diagnostics code = returned_sqlstate, message = message_text, details = pg_exception_detail,
      hint = pg_exception_hint;
    if api_role and code in ('23502', '23514') then
      perform private.count_refused_submission(
        case when registration then 'registration' else 'contact' end, email, proofless
      );
    end if;
    perform private.answer_refusal(new.submission_key, code, message, nullif(details, ''), nullif(hint, ''));
    return null;
  end;
  -- A separate block: a refusal below keeps the quota just taken.
  begin
    if registration and private.check_event_seat(fields ->> 'event_id', email) then
      perform private.enqueue_already_registered(fields ->> 'event_id', email);
      return null;
    end if;
  exception when others then
    get stacked diagnostics code = returned_sqlstate, message = message_text, details = pg_exception_detail,
      hint = pg_exception_hint;
    perform private.answer_refusal(new.submission_key, code, message, nullif(details, ''), nullif(hint, ''));
    return null;
  end;
  return new;
end
$$;
