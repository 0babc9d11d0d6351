-- Write-only tables for the site's two forms. The CHECK constraints repeat the form rules (src/forms/) so a
-- request that bypasses the browser is refused by the database; the length limits equal src/forms/limits.ts.
-- The contact table is named contact_{productSlug} after data/site.json.

create table public.contact_etl (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  full_name text not null
    check (full_name ~ '[^[:space:]]' and char_length(full_name) <= 200),
  email_address text not null
    check (email_address ~ '^[^[:space:]@]+@[^[:space:]@]+[.][^[:space:]@]+$' and char_length(email_address) <= 320),
  phone_number text
    check (phone_number is null or (phone_number ~ '[^[:space:]]' and char_length(phone_number) <= 50)),
  company text
    check (company is null or (company ~ '[^[:space:]]' and char_length(company) <= 200)),
  website text
    check (website is null or (website ~ '[^[:space:]]' and char_length(website) <= 2048)),
  reason_for_contact text not null
    check (reason_for_contact in (
      'interview', 'events', 'community', 'podcast', 'content', 'partnership', 'media', 'general', 'other'
    )),
  message text not null
    check (message ~ '[^[:space:]]' and char_length(message) <= 5000),
  privacy_policy_agreed boolean not null
    check (privacy_policy_agreed)
);

create table public.event_registrations (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  first_name text not null
    check (first_name ~ '[^[:space:]]' and char_length(first_name) <= 200),
  last_name text not null
    check (last_name ~ '[^[:space:]]' and char_length(last_name) <= 200),
  email text not null
    check (email ~ '^[^[:space:]@]+@[^[:space:]@]+[.][^[:space:]@]+$' and char_length(email) <= 320),
  mobile text
    check (mobile is null or (mobile ~ '[^[:space:]]' and char_length(mobile) <= 50)),
  job_title text
    check (job_title is null or (job_title ~ '[^[:space:]]' and char_length(job_title) <= 200)),
  company text
    check (company is null or (company ~ '[^[:space:]]' and char_length(company) <= 200)),
  challenge text
    check (challenge is null or (challenge ~ '[^[:space:]]' and char_length(challenge) <= 5000)),
  event_id text
    check (event_id is null or (event_id ~ '[^[:space:]]' and char_length(event_id) <= 200)),
  event_title text
    check (event_title is null or (event_title ~ '[^[:space:]]' and char_length(event_title) <= 300)),
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
