-- Events that keep time and count seats. An event's status is no longer stored: it is upcoming until ends_at.
-- Each event carries its capacity and the registrations taken elsewhere (the JSON's `registered`), and the
-- database alone decides whether a registration still fits. Communities carry their member count, the one
-- figure the site shows; community_members keeps only the featured members shown on the pages.
--
-- Error codes raised here (documented in backend/README.md, mapped to texts in src/forms/submit.ts):
--   EVFUL  the event has no seat left
--   EVDUP  this e-mail address (case-insensitive, trimmed) is already registered for this event
-- The unique index underneath the EVDUP check is in 20261123110100_registration_email_unique.sql.

-- Every community's total membership, from data/communities/*.json `memberCount` (seeded).
alter table public.communities
  add column member_count integer not null default 0 check (member_count >= 0);

-- The events table mirrors data/ and the seed rewrites it after every migration; its old rows hold no times.
delete from public.events;

alter table public.events
  drop column status,
  -- What a registration names in event_id: '{community}-{eventId}' for a community event, the landing's eventId
  -- for an event landing page (which belongs to no community, hence the nullable community_id).
  add column event_key text not null unique check (private.is_filled_text(event_key, 200)),
  add column starts_at timestamptz not null,
  add column ends_at timestamptz not null,
  -- Null: no limit.
  add column capacity integer check (capacity >= 0),
  add column registered_elsewhere integer not null default 0 check (registered_elsewhere >= 0),
  add constraint events_ends_after_start check (ends_at >= starts_at),
  alter column community_id drop not null;

create index events_community_id_ends_at_idx on public.events (community_id, ends_at);

-- Registrations name an existing event. Rows stored before this migration are left unchecked (NOT VALID): they
-- named events by free text; once the seed has run, `alter table public.event_registrations validate constraint
-- event_registrations_event_id_fkey` checks them too.
do $$
begin
  if exists (select 1 from public.event_registrations where event_id is null) then
    raise exception 'event_registrations has rows without event_id: give them an event before applying this migration';
  end if;
end
$$;

alter table public.event_registrations
  alter column event_id set not null,
  add constraint event_registrations_event_id_fkey foreign key (event_id)
    references public.events (event_key) on update cascade not valid;

-- Runs as the owner: it must lock the event row and count registrations, which anon may not read.
create function private.take_event_seat() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
declare
  seats record;
  stored jsonb;
begin
  -- Registrations for one event queue on this row lock, so the count below cannot be raced: of 200 concurrent
  -- requests for k free seats exactly k get past it. Another event's registrations do not wait.
  select e.capacity, e.registered_elsewhere into seats
    from public.events e
    where e.event_key = new.event_id
    for update;
  if not found then
    return new; -- the foreign key refuses it
  end if;
  select to_jsonb(r) into stored from public.event_registrations r
    where r.event_id = new.event_id and lower(btrim(r.email)) = lower(btrim(new.email));
  if found then
    -- A retry of that very registration (same idempotency key, added by 20261123110000_submission_limits.sql;
    -- read through jsonb so this function does not depend on that column) goes on to that key's unique
    -- constraint, which the site reports as the success it was.
    if stored ->> 'submission_key' is not null and stored ->> 'submission_key' = to_jsonb(new) ->> 'submission_key' then
      return new;
    end if;
    raise exception 'already registered for this event' using errcode = 'EVDUP';
  end if;
  if seats.capacity is not null and seats.registered_elsewhere
      + (select count(*) from public.event_registrations r where r.event_id = new.event_id) >= seats.capacity then
    raise exception 'this event is full' using errcode = 'EVFUL';
  end if;
  return new;
end
$$;

revoke all on function private.take_event_seat() from public;

create trigger event_registrations_take_seat
  before insert on public.event_registrations
  for each row execute function private.take_event_seat();

-- How many registrations an event has, counted as the owner (anon cannot read them). A function rather than a
-- subquery in the view below: the view then depends on no column of event_registrations, whose types later
-- migrations may change.
create function private.registrations_for(key text) returns integer
  language sql stable security definer set search_path = ''
  as $$ select count(*)::integer from public.event_registrations where event_id = key $$;

grant execute on function private.registrations_for(text) to anon, authenticated, service_role;

-- Seats per event for the pages' live 'N/M registered': counts only, never a registration row.
create view public.event_seats as
  select
    e.event_key,
    e.capacity,
    e.registered_elsewhere + private.registrations_for(e.event_key) as registered
  from public.events e;

-- Each community as /communities lists it: its text, the stored member count and its events that have not
-- ended. Counts only: no member or event row.
create view public.community_overview as
  select
    c.slug,
    c.name,
    c.description,
    c.target_audience,
    c.member_count,
    (select count(*) from public.events e where e.community_id = c.id and e.ends_at > now())::integer
      as upcoming_events
  from public.communities c;

revoke all on table public.event_seats, public.community_overview from public, anon, authenticated;
grant select on table public.event_seats, public.community_overview to anon, authenticated;
grant select on table public.event_seats, public.community_overview to service_role;

-- Nothing on the site reads member rows any more; anon has no business listing them.
revoke select on table public.community_members from anon, authenticated;
drop policy "Community members are public" on public.community_members;
