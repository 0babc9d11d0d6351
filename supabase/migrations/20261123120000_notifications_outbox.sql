-- The notifications outbox. Each accepted contact request or registration writes, in its own transaction, the
-- mails it causes into private.notifications: a submission and its notifications commit together or not at all.
-- The sender (supabase/functions/send-notifications) delivers them as the service role, through the functions
-- below: no API role can read or write the outbox itself (the private schema is not exposed, nothing is granted).

-- Seeded from data/ (backend/notification-seed.ts, part of `npm run db:seed-sql`): where team mail goes, and the
-- details a registration confirmation needs (the form sends only the event's id and title).
create table private.notification_settings (
  id boolean primary key default true check (id),
  team_address text not null check (private.is_email_address(team_address))
);

create table private.notification_events (
  -- The id the registration forms send: {community}-{eventId} for community events, eventId for landings.
  event_id text primary key,
  title text not null,
  description text not null,
  starts_at timestamptz not null,
  duration_minutes integer not null check (duration_minutes > 0),
  -- Null: online, the mail gives the joining note instead.
  location text,
  -- The event's page, relative to the site's address.
  page_path text not null
);

create table private.notifications (
  id bigint generated always as identity primary key,
  kind text not null check (kind in (
    'contact_team', 'contact_acknowledgement', 'registration_team', 'registration_confirmation'
  )),
  -- The submission's id (contact_etl or event_registrations), so `npm run submissions` can show its mails' state.
  submission_id uuid not null,
  -- Null only for team mail when no team address is seeded; the sender then fails the row with that reason.
  recipient text,
  -- The submitted row (and, for registrations, the event's details) as the templates read it.
  template_data jsonb not null,
  state text not null default 'pending' check (state in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  max_attempts integer not null default 5 check (max_attempts > 0),
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz
);

create index notifications_due_idx on private.notifications (next_attempt_at, id) where state in ('pending', 'sending');
create index notifications_submission_idx on private.notifications (submission_id);

revoke all on table private.notification_settings, private.notification_events, private.notifications
  from public, anon, authenticated, service_role;

-- Triggers run as the table owner (security definer): the inserting anon role has no right on the outbox.
create function private.enqueue_contact_notifications() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
begin
  insert into private.notifications (kind, submission_id, recipient, template_data) values
    ('contact_team', new.id, (select team_address from private.notification_settings), to_jsonb(new)),
    ('contact_acknowledgement', new.id, new.email_address, to_jsonb(new));
  return null;
end
$$;

create function private.enqueue_registration_notifications() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
declare
  data jsonb := to_jsonb(new) || jsonb_build_object('event', (
    select to_jsonb(e) from private.notification_events e where e.event_id = new.event_id
  ));
begin
  insert into private.notifications (kind, submission_id, recipient, template_data) values
    ('registration_team', new.id, (select team_address from private.notification_settings), data),
    ('registration_confirmation', new.id, new.email, data);
  return null;
end
$$;

revoke all on function private.enqueue_contact_notifications(), private.enqueue_registration_notifications()
  from public, anon, authenticated;

create trigger enqueue_notifications after insert on public.contact_etl
  for each row execute function private.enqueue_contact_notifications();
create trigger enqueue_notifications after insert on public.event_registrations
  for each row execute function private.enqueue_registration_notifications();

-- The sender's interface, callable through the API (POST /rest/v1/rpc/…) by the service role only.

-- Takes up to batch_size due rows and marks them sending. SKIP LOCKED: concurrent senders each get other rows.
-- A row left sending for 5 minutes (its sender died) is due again.
create function public.claim_notifications(batch_size integer default 10)
  returns table (id bigint, kind text, recipient text, template_data jsonb, attempts integer)
  language sql security definer set search_path = ''
  as $$
  update private.notifications n
  set state = 'sending', attempts = n.attempts + 1, claimed_at = now(), updated_at = now()
  from (
    select due.id from private.notifications due
    where (due.state = 'pending' and due.next_attempt_at <= now())
       or (due.state = 'sending' and due.claimed_at < now() - interval '5 minutes')
    order by due.next_attempt_at, due.id
    limit greatest(batch_size, 0)
    for update skip locked
  ) claimed
  where n.id = claimed.id
  returning n.id, n.kind, n.recipient, n.template_data, n.attempts
$$;

create function public.complete_notification(notification_id bigint) returns void
  language sql security definer set search_path = ''
  as $$
  update private.notifications
  set state = 'sent', sent_at = now(), updated_at = now(), last_error = null
  where id = notification_id and state = 'sending'
$$;

-- A failed attempt: pending again after retry_in_seconds, or failed for good once max_attempts are used.
create function public.fail_notification(notification_id bigint, error text, retry_in_seconds double precision)
  returns text
  language sql security definer set search_path = ''
  as $$
  update private.notifications
  set state = case when attempts >= max_attempts then 'failed' else 'pending' end,
      last_error = left(error, 1000),
      next_attempt_at = now() + make_interval(secs => greatest(retry_in_seconds, 0)),
      updated_at = now()
  where id = notification_id and state = 'sending'
  returning state
$$;

-- `npm run notifications -- --retry`: failed rows get a fresh set of attempts.
create function public.retry_failed_notifications() returns integer
  language sql security definer set search_path = ''
  as $$
  with retried as (
    update private.notifications
    set state = 'pending', attempts = 0, next_attempt_at = now(), updated_at = now()
    where state = 'failed'
    returning 1
  )
  select count(*)::integer from retried
$$;

-- `npm run submissions`: each submission's mails and their state (no recipient or content).
create function public.notification_states()
  returns table (
    id bigint, submission_id uuid, kind text, state text, attempts integer, last_error text,
    created_at timestamptz, updated_at timestamptz, sent_at timestamptz
  )
  language sql stable security definer set search_path = ''
  as $$
  select id, submission_id, kind, state, attempts, last_error, created_at, updated_at, sent_at
  from private.notifications
  order by id
$$;

-- New functions are executable by PUBLIC (and, on Supabase, granted to anon and authenticated by default).
revoke all on function public.claim_notifications(integer), public.complete_notification(bigint),
  public.fail_notification(bigint, text, double precision), public.retry_failed_notifications(),
  public.notification_states()
  from public, anon, authenticated;
grant execute on function public.claim_notifications(integer), public.complete_notification(bigint),
  public.fail_notification(bigint, text, double precision), public.retry_failed_notifications(),
  public.notification_states()
  to service_role;
