-- A full event keeps a waiting list (issue 42). Its registration form becomes 'Join the waiting list': the same
-- fields and the same guard, with `waiting_list` set. A registration's `list_state` says where it stands:
--   registered  holds a seat;
--   waiting     on the list, in the order of arrival, holding nothing;
--   offered     a seat is held for it until `offer_expires_at` (notification_settings.offer_window after the offer,
--               `waitingListOffer.claimHours` of data/notifications.json); the link in the offer mail claims it;
--   expired     the offer ran out unclaimed: off the list.
-- (cancelled_at, 20261127170000_cancel_registration.sql, ends any of them.)
-- The seats are decided where registrations are decided, under the event's row lock: registrations_for counts
-- registered and offered rows, so claims, cancellations and new registrations racing never put more than k people
-- in k seats. A seat freed by a cancellation is offered at once to the first waiting; offers that expire are moved
-- on by public.advance_waiting_lists() (the local timer, pg_cron hosted).

alter table public.event_registrations
  -- What the visitor asked for: a place on the waiting list if the event is full.
  add column waiting_list private.json_boolean not null default false,
  add column list_state text not null default 'registered'
    check (list_state in ('registered', 'waiting', 'offered', 'expired')),
  add column offer_expires_at timestamptz,
  add constraint event_registrations_offer_check check ((list_state = 'offered') <= (offer_expires_at is not null));
grant insert (waiting_list) on table public.event_registrations to anon;
create index event_registrations_waiting_idx on public.event_registrations (event_id, created_at, id)
  where list_state = 'waiting' and cancelled_at is null;

alter table private.notification_settings add column offer_window interval check (offer_window > interval '0');

alter table private.notifications drop constraint notifications_kind_check;
alter table private.notifications add constraint notifications_kind_check check (kind in (
  'contact_team', 'contact_acknowledgement', 'registration_team', 'registration_confirmation', 'visitor_mail_held',
  'registration_duplicate', 'team_digest', 'registration_cancelled',
  'registration_update', 'registration_event_cancelled', 'registration_reminder',
  'waiting_list_joined', 'waiting_list_offer'
));
-- Joining is a visitor's doing, so its mail is held to the visitors' hourly limit as a confirmation is.
create or replace function private.is_visitor_mail(kind text) returns boolean
  language sql immutable set search_path = ''
  as $$ select kind in ('contact_acknowledgement', 'registration_confirmation', 'registration_duplicate',
    'waiting_list_joined') $$;

-- Seats taken: the registered and the offered (an offer holds its seat until claimed or moved on).
create or replace function private.registrations_for(key text) returns integer
  language sql stable security definer set search_path = ''
  as $$
  select (select count(*)::integer from public.event_registrations
      where event_id = key and cancelled_at is null and list_state in ('registered', 'offered'))
    + coalesce((select e.registrations_removed from public.events e where e.event_key = key), 0)
$$;

create function private.waiting_for(key text) returns integer
  language sql stable security definer set search_path = ''
  as $$
  select count(*)::integer from public.event_registrations
  where event_id = key and cancelled_at is null and list_state = 'waiting'
$$;
revoke all on function private.waiting_for(text) from public, anon, authenticated;

-- As in 20261124100000_bounded_reads.sql, with each event's waiting list's length.
create or replace function public.event_seats(keys text[]) returns jsonb
  language sql stable security definer set search_path = ''
  as $$
  select coalesce(
    jsonb_agg(
      jsonb_build_object(
        'event_key', e.event_key,
        'capacity', e.capacity,
        'registered', e.registered_elsewhere + private.registrations_for(e.event_key),
        'waiting', private.waiting_for(e.event_key)
      )
      order by e.event_key
    ),
    '[]'::jsonb
  )
  from public.events e
  where e.event_key = any (keys[1:100])
$$;

-- The event's rules for a registration, judged before any stored registration is looked at (as check_event_seat,
-- 20261127170000_cancel_registration.sql, which it replaces in the guard); then where it goes: 'duplicate' (this
-- inbox is registered or waiting already), 'registered' (a seat is left) or 'waiting' (full, and the visitor asked
-- for the list). Locks the event's row, so registrations for one event are judged one at a time.
create function private.place_registration(registration_event text, registration_email text, wants_list boolean)
  returns text
  language plpgsql volatile security definer set search_path = ''
  as $$
begin
  -- check_event_seat refuses an unknown or past event, and a full one that is not asked to keep a list.
  begin
    if private.check_event_seat(registration_event, registration_email) then
      return 'duplicate';
    end if;
    return 'registered';
  exception when sqlstate 'EVFUL' then
    if not wants_list or (select e.capacity is null from public.events e where e.event_key = registration_event) then
      raise;
    end if;
  end;
  -- The block's rollback released the event's lock: take it again before deciding.
  perform 1 from public.events e where e.event_key = registration_event for update;
  if exists (
    select 1 from public.event_registrations r
    where r.event_id = registration_event and r.cancelled_at is null
      and private.canonical_email(r.email) = private.canonical_email(registration_email)
  ) then
    return 'duplicate';
  end if;
  return 'waiting';
end
$$;
revoke all on function private.place_registration(text, text, boolean) from public;
grant execute on function private.place_registration(text, text, boolean) to anon, authenticated, service_role;

-- As in 20261127100000_refusals_answered.sql, placing a registration on the waiting list when asked and full.
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
  placement text;
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
    if registration then
      placement := private.place_registration(
        fields ->> 'event_id', email, coalesce((fields ->> 'waiting_list')::boolean, false)
      );
      if placement = 'duplicate' then
        perform private.enqueue_already_registered(fields ->> 'event_id', email);
        return null;
      end if;
      new.list_state := placement;
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

-- What a registration's arrival sends: as in 20261127180000_calendar_updates.sql, and for a place on the waiting
-- list only the visitor's 'you are on the waiting list' (the team reads the list with npm run submissions).
create or replace function private.enqueue_registration_notifications() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
declare
  data jsonb := to_jsonb(new) || jsonb_build_object('event', private.registration_event(new.event_id));
begin
  if new.list_state = 'waiting' then
    insert into private.notifications (kind, submission_id, recipient, template_data) values
      ('waiting_list_joined', new.id, new.email, data);
    return null;
  end if;
  insert into private.notifications (kind, submission_id, recipient, template_data) values
    ('registration_team', new.id, (select team_address from private.notification_settings), data),
    ('registration_confirmation', new.id, new.email, data);
  return null;
end
$$;

-- Offers the event's free seats to the first waiting, in order of arrival, each until as_of + the offer window.
-- The caller holds the event's row lock. Nothing is offered for an event that has ended or left data/, or
-- without a window (content never synced).
create function private.offer_free_seats(key text, as_of timestamptz) returns integer
  language plpgsql security definer set search_path = ''
  as $$
declare
  event public.events;
  claim_by timestamptz := as_of + (select s.offer_window from private.notification_settings s);
  offered public.event_registrations;
  count integer := 0;
begin
  select * into event from public.events e where e.event_key = key;
  if claim_by is null or event.capacity is null or event.ends_at <= as_of or event.withdrawn_at is not null then
    return 0;
  end if;
  while event.registered_elsewhere + private.registrations_for(key) < event.capacity loop
    update public.event_registrations r set list_state = 'offered', offer_expires_at = claim_by
    where r.id = (
      select w.id from public.event_registrations w
      where w.event_id = key and w.list_state = 'waiting' and w.cancelled_at is null
      order by w.created_at, w.id limit 1
    )
    returning r.* into offered;
    exit when not found;
    insert into private.notifications (kind, submission_id, recipient, template_data) values (
      'waiting_list_offer', offered.id, offered.email,
      to_jsonb(offered) || jsonb_build_object('id', gen_random_uuid(), 'event', private.registration_event(key))
    );
    count := count + 1;
  end loop;
  return count;
end
$$;

-- A cancellation frees a seat (or an offer): offered on at once, in the cancelling transaction. (An offer that
-- expires is moved on by advance_waiting_lists itself, by its own clock.)
create function private.offer_cancelled_seat() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
begin
  perform 1 from public.events e where e.event_key = new.event_id for update;
  perform private.offer_free_seats(new.event_id, now());
  return null;
end
$$;
create trigger offer_cancelled_seat after update of cancelled_at on public.event_registrations
  for each row when (old.cancelled_at is null and new.cancelled_at is not null and old.list_state <> 'waiting'
    and new.list_state <> 'expired')
  execute function private.offer_cancelled_seat();

-- The waiting lists' clock (as_of injected by the tests; now() otherwise): the lists of events that have ended close
-- (their rows end as of the event's end, holding no seat the retention job would count), offers unclaimed by as_of
-- expire and leave the list, and every event's free seats go to the next waiting. Events are locked one at a time,
-- in key order. Returns the counts.
create function public.advance_waiting_lists(as_of timestamptz default now()) returns jsonb
  language plpgsql security definer set search_path = ''
  as $$
declare
  key text;
  expired integer := 0;
  offered integer := 0;
  moved integer;
  closed integer;
begin
  update public.event_registrations r set cancelled_at = e.ends_at
  from public.events e
  where e.event_key = r.event_id and e.ends_at <= as_of and r.cancelled_at is null
    and r.list_state in ('waiting', 'offered');
  get diagnostics closed = row_count;
  for key in
    select distinct r.event_id from public.event_registrations r
    where r.cancelled_at is null and r.list_state in ('waiting', 'offered')
    order by r.event_id
  loop
    perform 1 from public.events e where e.event_key = key for update;
    update public.event_registrations r set list_state = 'expired', cancelled_at = as_of
    where r.event_id = key and r.list_state = 'offered' and r.cancelled_at is null and r.offer_expires_at <= as_of;
    get diagnostics moved = row_count;
    expired := expired + moved;
    offered := offered + private.offer_free_seats(key, as_of);
  end loop;
  return jsonb_build_object('closed', closed, 'expired', expired, 'offered', offered);
end
$$;

-- Claims the seat an offer holds, with the offer mail's link (the registration's token). Answers, as
-- cancel_registration does: 'claimed' (now or before: the seat is theirs), 'expired' (the offer ran out),
-- 'waiting' (no seat offered yet), 'cancelled', or 'unknown'; with the event's page.
create function public.claim_seat(token uuid) returns jsonb
  language plpgsql volatile security definer set search_path = ''
  as $$
declare
  registration public.event_registrations;
  page text;
begin
  select r.* into registration from public.event_registrations r where r.cancel_token = token;
  if not found then
    return jsonb_build_object('status', 'unknown');
  end if;
  perform 1 from public.events e where e.event_key = registration.event_id for update;
  select e.page_path into page from private.notification_events e where e.event_id = registration.event_id;
  select r.* into registration from public.event_registrations r where r.id = registration.id;
  if registration.list_state = 'offered' and registration.cancelled_at is null
      and registration.offer_expires_at > now() then
    update public.event_registrations r set list_state = 'registered' where r.id = registration.id
      returning r.* into registration;
    insert into private.notifications (kind, submission_id, recipient, template_data)
    select kind, registration.id, recipient,
      to_jsonb(registration) || jsonb_build_object('id', gen_random_uuid(),
        'event', private.registration_event(registration.event_id))
    from (values
      ('registration_team', (select team_address from private.notification_settings)),
      ('registration_confirmation', registration.email)
    ) as mail (kind, recipient);
    return jsonb_build_object('status', 'claimed', 'page_path', page);
  end if;
  return jsonb_build_object('page_path', page, 'status', case
    when registration.list_state = 'registered' and registration.cancelled_at is null then 'claimed'
    when registration.list_state in ('expired', 'offered') then 'expired'
    when registration.cancelled_at is not null then 'cancelled'
    else 'waiting'
  end);
end
$$;

revoke all on function private.offer_free_seats(text, timestamptz), private.offer_cancelled_seat(),
  public.advance_waiting_lists(timestamptz)
  from public, anon, authenticated;
grant execute on function public.advance_waiting_lists(timestamptz) to service_role;
revoke all on function public.claim_seat(uuid) from public;
grant execute on function public.claim_seat(uuid) to anon, authenticated, service_role;

-- The host's attendee list, as in 20261127160000_person_rights.sql, with each registration's status: registered,
-- waiting, offered, expired or cancelled.
create or replace function public.event_attendees(key text) returns jsonb
  language plpgsql stable security definer set search_path = ''
  as $$
begin
  if not exists (select 1 from public.events e where e.event_key = key) then
    raise exception 'No event has the key %', key using errcode = 'P0002';
  end if;
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
      'status', case
        when r.list_state = 'expired' then 'expired'
        when r.cancelled_at is not null then 'cancelled'
        else r.list_state
      end,
      'first_name', r.first_name, 'last_name', r.last_name, 'email', r.email,
      'company', r.company, 'job_title', r.job_title, 'mobile', r.mobile, 'registered_at', r.created_at
    ) order by r.created_at), '[]')
    from public.event_registrations r where r.event_id = key
  );
end
$$;
