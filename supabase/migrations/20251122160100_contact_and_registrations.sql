-- Write-only tables for the site's two forms. The CHECK constraints repeat the form rules (src/forms/) so a
-- request that bypasses the browser is refused by the database; the length limits equal src/forms/limits.ts.
-- The contact table is named contact_{productSlug} after data/site.json.

-- The two rules the columns share, stated once. Like any CHECK they let null through (a null argument gives
-- null, which a CHECK accepts), so NOT NULL alone decides which columns are required. Functions rather than
-- domains: a column CHECK that calls them still fails as 'new row for relation … violates check constraint',
-- the text the forms show (src/forms/submit.ts), where a domain would name itself instead. The schema is not
-- exposed by the API, so neither becomes an RPC endpoint.
create schema if not exists private;

-- Not blank (some non-space character) and at most max_length characters.
create function private.is_filled_text(value text, max_length integer) returns boolean
  language sql immutable set search_path = ''
  as $$ select value ~ '[^[:space:]]' and char_length(value) <= max_length $$;

create function private.is_email_address(value text) returns boolean
  language sql immutable set search_path = ''
  as $$ select value ~ '^[^[:space:]@]+@[^[:space:]@]+[.][^[:space:]@]+$' and char_length(value) <= 320 $$;

-- Checks run as the inserting role, so it must be able to execute them.
grant execute on function private.is_filled_text(text, integer), private.is_email_address(text)
  to anon, authenticated, service_role;

create table public.contact_etl (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  full_name text not null
    check (private.is_filled_text(full_name, 200)),
  email_address text not null
    check (private.is_email_address(email_address)),
  phone_number text
    check (private.is_filled_text(phone_number, 50)),
  company text
    check (private.is_filled_text(company, 200)),
  website text
    check (private.is_filled_text(website, 2048)),
  reason_for_contact text not null
    check (reason_for_contact in (
      'interview', 'events', 'community', 'podcast', 'content', 'partnership', 'media', 'general', 'other'
    )),
  message text not null
    check (private.is_filled_text(message, 5000)),
  privacy_policy_agreed boolean not null
    check (privacy_policy_agreed)
);

create table public.event_registrations (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  first_name text not null
    check (private.is_filled_text(first_name, 200)),
  last_name text not null
    check (private.is_filled_text(last_name, 200)),
  email text not null
    check (private.is_email_address(email)),
  mobile text
    check (private.is_filled_text(mobile, 50)),
  job_title text
    check (private.is_filled_text(job_title, 200)),
  company text
    check (private.is_filled_text(company, 200)),
  challenge text
    check (private.is_filled_text(challenge, 5000)),
  event_id text
    check (private.is_filled_text(event_id, 200)),
  event_title text
    check (private.is_filled_text(event_title, 300)),
  privacy_agreed boolean not null
    check (privacy_agreed)
);

-- anon may only add rows, and only the form's columns (id and created_at stay server-side). The table-level
-- SELECT exists solely for the forms' head-only count (their connection check): with no SELECT policy every
-- read, and so that count, sees zero rows. No UPDATE or DELETE for anyone but the service role.
revoke all on table public.contact_etl, public.event_registrations from public, anon, authenticated;

grant select on table public.contact_etl, public.event_registrations to anon;
grant insert (
  full_name, email_address, phone_number, company, website, reason_for_contact, message, privacy_policy_agreed
) on table public.contact_etl to anon;
grant insert (
  first_name, last_name, email, mobile, job_title, company, challenge, event_id, event_title, privacy_agreed
) on table public.event_registrations to anon;

grant all on table public.contact_etl, public.event_registrations to service_role;

alter table public.contact_etl enable row level security;
alter table public.event_registrations enable row level security;

create policy "Visitors can send contact requests" on public.contact_etl
  for insert to anon with check (true);
create policy "Visitors can register for events" on public.event_registrations
  for insert to anon with check (true);
