-- Calendars that stay true (issue 42). A registrant's calendar holds the event under one UID (the event page's,
-- ../functions/send-notifications/templates.ts); every mail that changes it carries the .ics again with a higher
-- SEQUENCE, as RFC 5545 asks:
--   - an update, when the content sync moves an event's start or end;
--   - a cancellation (METHOD:CANCEL), when the event leaves data/ (the sync marks it withdrawn);
--   - a reminder, a set time before the event (`registrationReminder.hoursBefore` of data/notifications.json,
--     synced into notification_settings.reminder_lead), sent by public.send_reminders() on the local timer or
--     pg_cron (docs/going-live.md).
-- Each goes through the outbox, one row per active registration, so each is sent exactly once.

alter table public.events
  -- The calendar file's SEQUENCE: 0 as first published, one more at each change a registrant's calendar must take.
  add column calendar_sequence integer not null default 0 check (calendar_sequence >= 0),
  -- When the sync found the event gone from data/ (null while it is there).
  add column withdrawn_at timestamptz;

alter table public.event_registrations add column reminded_at timestamptz;

alter table private.notification_settings add column reminder_lead interval
  check (reminder_lead > interval '0');

alter table private.notifications drop constraint notifications_kind_check;
alter table private.notifications add constraint notifications_kind_check check (kind in (
  'contact_team', 'contact_acknowledgement', 'registration_team', 'registration_confirmation', 'visitor_mail_held',
  'registration_duplicate', 'team_digest', 'registration_cancelled',
  'registration_update', 'registration_event_cancelled', 'registration_reminder'
));

-- The event as the mails describe it, its start, length and sequence from the event's own row (the sync may have
-- moved it before the lookup was refreshed).
create or replace function private.registration_event(key text) returns jsonb
  language sql stable security definer set search_path = ''
  as $$
  select to_jsonb(n) || jsonb_build_object(
    'title', e.title,
    'starts_at', e.starts_at,
    'duration_minutes', round(extract(epoch from e.ends_at - e.starts_at) / 60)::integer,
    'sequence', e.calendar_sequence
  )
  from private.notification_events n join public.events e on e.event_key = n.event_id
  where n.event_id = key
$$;

-- As in 20261123120000_notifications_outbox.sql, with the event through registration_event (its sequence too).
create or replace function private.enqueue_registration_notifications() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
declare
  data jsonb := to_jsonb(new) || jsonb_build_object('event', private.registration_event(new.event_id));
begin
  insert into private.notifications (kind, submission_id, recipient, template_data) values
    ('registration_team', new.id, (select team_address from private.notification_settings), data),
    ('registration_confirmation', new.id, new.email, data);
  return null;
end
$$;

-- A change a registrant's calendar must take raises the sequence.
create function private.bump_calendar_sequence() returns trigger
  language plpgsql set search_path = ''
  as $$
begin
  if (new.starts_at, new.ends_at) is distinct from (old.starts_at, old.ends_at)
      or (old.withdrawn_at is null and new.withdrawn_at is not null) then
    new.calendar_sequence := old.calendar_sequence + 1;
  end if;
  return new;
end
$$;
create trigger bump_calendar_sequence before update on public.events
  for each row execute function private.bump_calendar_sequence();

-- One mail of `kind` to each active registration of the event, with the event as it now is.
create function private.enqueue_calendar_mails(kind text, key text) returns void
  language sql security definer set search_path = ''
  as $$
  insert into private.notifications (kind, submission_id, recipient, template_data)
  select kind, r.id, r.email,
    to_jsonb(r) || jsonb_build_object('id', gen_random_uuid(), 'event', private.registration_event(key))
  from public.event_registrations r
  where r.event_id = key and r.cancelled_at is null
$$;

-- After the sync's update: a moved event sends updates, a withdrawn one cancellations, to events still to come.
create function private.enqueue_event_changes() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
begin
  if new.calendar_sequence = old.calendar_sequence or greatest(old.ends_at, new.ends_at) <= now() then
    return null;
  end if;
  if old.withdrawn_at is null and new.withdrawn_at is not null then
    perform private.enqueue_calendar_mails('registration_event_cancelled', new.event_key);
  elsif new.withdrawn_at is null then
    perform private.enqueue_calendar_mails('registration_update', new.event_key);
  end if;
  return null;
end
$$;
create trigger enqueue_event_changes after update on public.events
  for each row execute function private.enqueue_event_changes();

revoke all on function private.bump_calendar_sequence(), private.enqueue_calendar_mails(text, text),
  private.enqueue_event_changes(), private.registration_event(text)
  from public, anon, authenticated;

-- The reminders due as of `as_of` (the clock, injected by the tests; now() otherwise): one per active registration
-- whose event starts within the lead and has not been reminded, made before the lead began (a guest who registers
-- an hour before needs no reminder). Returns how many. Marking and enqueueing are one statement: two runs at once
-- remind once.
create function public.send_reminders(as_of timestamptz default now()) returns integer
  language plpgsql security definer set search_path = ''
  as $$
declare
  lead interval := (select s.reminder_lead from private.notification_settings s);
  reminded integer;
begin
  if lead is null then
    return 0;
  end if;
  with due as (
    update public.event_registrations r set reminded_at = as_of
    from public.events e
    where e.event_key = r.event_id and r.cancelled_at is null and r.reminded_at is null
      and e.withdrawn_at is null and e.starts_at > as_of and e.starts_at - lead <= as_of
      and r.created_at < e.starts_at - lead
    returning r.*
  ), queued as (
    insert into private.notifications (kind, submission_id, recipient, template_data)
    select 'registration_reminder', due.id, due.email,
      (to_jsonb(due) - 'reminded_at') || jsonb_build_object(
        'id', gen_random_uuid(), 'event', private.registration_event(due.event_id)
      )
    from due
    returning 1
  )
  select count(*)::integer into reminded from queued;
  return reminded;
end
$$;

revoke all on function public.send_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.send_reminders(timestamptz) to service_role;
