-- Bounded reads (issue 28). One anonymous GET with a catastrophic regular expression
-- (`?description=match.<10 back-references>`) held PGlite's only session for 95 s, and 12 of them took every
-- connection of PostgreSQL's pool: the forms froze for everyone.
--
-- 1. Every API role gets a statement timeout, as hosted Supabase gives its roles (anon 3 s, authenticated 8 s).
--    PostgREST applies a role's settings in each request's transaction, so a costly query is cancelled there.
--    PGlite has no timers and cannot cancel a running statement, hence 2.
-- 2. Nothing anon may read can be searched. PostgREST offers `match`, `imatch`, `like` and `ilike` on every text
--    column of every relation a role may select, and casting a text column to jsonb does not help (`->>0` reads a
--    JSON string back as text on PostgreSQL 18). So anon reads no relation at all: the two read models the site
--    needs become functions that return one JSON document, which PostgREST cannot filter. What remains
--    selectable are the submission tables, where row-level security shows anon no row for a filter to run on.

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
-- Hosted Supabase leaves service_role to the authenticator's 8 s; said here so the local backend agrees.
alter role service_role set statement_timeout = '8s';

-- The community tables: the site reads them only through the functions below.
revoke select on table public.communities, public.sponsors, public.events from anon, authenticated;
drop policy "Sponsors are public" on public.sponsors;
drop policy "Communities are public" on public.communities;
drop policy "Community events are public" on public.events;

drop view public.event_seats;
drop view public.community_overview;

-- 'N/M registered' for the events named (at most 100 per call): counts only, never a registration row.
create function public.event_seats(keys text[]) returns jsonb
  language sql stable security definer set search_path = ''
  as $$
  select coalesce(
    jsonb_agg(
      jsonb_build_object(
        'event_key', e.event_key,
        'capacity', e.capacity,
        'registered', e.registered_elsewhere + private.registrations_for(e.event_key)
      )
      order by e.event_key
    ),
    '[]'::jsonb
  )
  from public.events e
  where e.event_key = any (keys[1:100])
$$;

-- Each community as /communities lists it: its text, its member count and its events that have not ended.
create function public.community_overview() returns jsonb
  language sql stable security definer set search_path = ''
  as $$
  select coalesce(
    jsonb_agg(
      jsonb_build_object(
        'slug', c.slug,
        'name', c.name,
        'description', c.description,
        'target_audience', c.target_audience,
        'member_count', c.member_count,
        'upcoming_events', (select count(*) from public.events e where e.community_id = c.id and e.ends_at > now())::integer
      )
      order by c.slug
    ),
    '[]'::jsonb
  )
  from public.communities c
$$;

revoke all on function public.event_seats(text[]), public.community_overview() from public;
grant execute on function public.event_seats(text[]), public.community_overview()
  to anon, authenticated, service_role;
