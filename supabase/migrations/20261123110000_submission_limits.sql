-- Limits on what the anonymous role may write, enforced here so they hold against direct API calls on a hosted
-- project too (the local proxy's body limit is an extra, not relied on): one row per request, at most
-- CONTACT_RATE_LIMIT contact requests per e-mail address per hour (src/forms/limits.ts), a honeypot column that
-- must stay empty, Unicode-aware blank and e-mail checks, JSON values of the wrong type refused instead of
-- coerced, and a client-generated idempotency key so a retried submission is stored once.

-- Blank: only characters JavaScript's \s matches (it includes U+FEFF), the set the browser's trim() removes
-- (src/forms/rules.ts). Written as regex escapes so it means the same on PGlite and PostgreSQL whatever their
-- locale, unlike [:space:].
create function private.space_class() returns text
  language sql immutable set search_path = ''
  as $$ select '\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff' $$;

create function private.is_blank(value text) returns boolean
  language sql immutable set search_path = ''
  as $$ select value ~ ('^[' || private.space_class() || ']*$') $$;

-- The two rules every CHECK of the submission tables calls, now built on the same definition of a space.
create or replace function private.is_filled_text(value text, max_length integer) returns boolean
  language sql immutable set search_path = ''
  as $$ select not private.is_blank(value) and char_length(value) <= max_length $$;

create or replace function private.is_email_address(value text) returns boolean
  language sql immutable set search_path = ''
  as $$
    select value ~ ('^[^@' || s || ']+@[^@' || s || ']+[.][^@' || s || ']+$') and char_length(value) <= 320
    from (select private.space_class() as s) as space
  $$;

grant execute on function private.space_class(), private.is_blank(text) to anon, authenticated, service_role;

-- Wrong JSON types. PostgREST turns a request's JSON into columns with json_to_recordset, which coerces
-- (42 becomes '42', "yes" becomes true). For a column whose type is a domain with a cast from json, PostgREST
-- (11.2+, "domain representations") hands the cast function the JSON value itself, so it can refuse a value
-- of the wrong type. Stored values stay text and boolean, so reads and filters are unchanged.
create domain private.json_text as text;
create domain private.json_boolean as boolean;

-- The JSON value as text if it is of the expected JSON type (or null), else the refusal.
create function private.json_scalar(value json, expected text) returns text
  language plpgsql immutable set search_path = ''
  as $$
  begin
    if value is null or json_typeof(value) = 'null' then
      return null;
    end if;
    if json_typeof(value) <> expected then
      raise exception 'Expected a JSON %, got a JSON %', expected, json_typeof(value) using errcode = '22023';
    end if;
    return value #>> '{}';
  end
  $$;

create function private.json_text(value json) returns private.json_text
  language sql immutable set search_path = ''
  as $$ select private.json_scalar(value, 'string')::private.json_text $$;

create function private.json_boolean(value json) returns private.json_boolean
  language sql immutable set search_path = ''
  as $$ select private.json_scalar(value, 'boolean')::boolean::private.json_boolean $$;

-- PostgreSQL warns that a cast to a domain is ignored by its own implicit conversions; PostgREST looks it up
-- in pg_cast and calls it explicitly, which is all that is needed here.
create cast (json as private.json_text) with function private.json_text(json) as implicit;
create cast (json as private.json_boolean) with function private.json_boolean(json) as implicit;

-- PostgREST names the cast function in the insert it builds, so the inserting role must reach it.
grant usage on schema private to anon, authenticated, service_role;
grant usage on type private.json_text, private.json_boolean to anon, authenticated, service_role;
grant execute on function private.json_scalar(json, text), private.json_text(json), private.json_boolean(json)
  to anon, authenticated, service_role;

alter table public.contact_etl
  alter column full_name type private.json_text,
  alter column email_address type private.json_text,
  alter column phone_number type private.json_text,
  alter column company type private.json_text,
  alter column website type private.json_text,
  alter column reason_for_contact type private.json_text,
  alter column message type private.json_text,
  alter column privacy_policy_agreed type private.json_boolean;

alter table public.event_registrations
  alter column first_name type private.json_text,
  alter column last_name type private.json_text,
  alter column email type private.json_text,
  alter column mobile type private.json_text,
  alter column job_title type private.json_text,
  alter column company type private.json_text,
  alter column challenge type private.json_text,
  alter column event_id type private.json_text,
  alter column event_title type private.json_text,
  alter column privacy_agreed type private.json_boolean;

-- The honeypot: the forms send their hidden field's value, always empty for a person. A bot that fills every
-- field it finds is refused here (the browser drops such a submission before sending it).
alter table public.contact_etl
  add column nickname private.json_text not null default ''
    constraint contact_etl_honeypot_empty check (nickname = '');
alter table public.event_registrations
  add column nickname private.json_text not null default ''
    constraint event_registrations_honeypot_empty check (nickname = '');

-- The idempotency key: a UUID the browser generates per submission and sends again when the visitor retries.
-- A retry of a stored submission meets this constraint, which src/forms/submit.ts reports as success.
-- Submissions sent without one get a server-side key.
alter table public.contact_etl
  add column submission_key uuid not null default gen_random_uuid()
    constraint contact_etl_submission_key_unique unique;
alter table public.event_registrations
  add column submission_key uuid not null default gen_random_uuid()
    constraint event_registrations_submission_key_unique unique;

grant insert (nickname, submission_key) on table public.contact_etl, public.event_registrations to anon;

-- One row per request: a multi-row insert by the API's roles is refused as a whole. The transition table
-- holds every row the statement inserted.
create function private.refuse_multi_row_insert() returns trigger
  language plpgsql set search_path = ''
  as $$
  declare
    row_count bigint := (select count(*) from inserted_rows);
  begin
    if current_user in ('anon', 'authenticated') and row_count > 1 then
      raise exception 'One submission per request (this request held % rows)', row_count
        using errcode = 'PT400', hint = 'Send each submission in its own request.';
    end if;
    return null;
  end
  $$;

create trigger one_row_per_request after insert on public.contact_etl
  referencing new table as inserted_rows for each statement execute function private.refuse_multi_row_insert();
create trigger one_row_per_request after insert on public.event_registrations
  referencing new table as inserted_rows for each statement execute function private.refuse_multi_row_insert();

-- Contact rate: the anonymous role cannot read the table, so the count runs as the owner. A retry of a stored
-- submission is let through to meet the idempotency key's constraint instead.
create function private.contact_rate_exceeded(address text, key uuid) returns boolean
  language sql stable security definer set search_path = ''
  as $$
    select not exists (select 1 from public.contact_etl where submission_key = key)
      and (
        select count(*) from public.contact_etl
        where lower(email_address) = lower(address) and created_at > now() - interval '1 hour'
      ) >= 5
  $$;
revoke all on function private.contact_rate_exceeded(text, uuid) from public;
grant execute on function private.contact_rate_exceeded(text, uuid) to anon, authenticated;

create index contact_etl_rate_idx on public.contact_etl (lower(email_address), created_at);

-- PT429: PostgREST answers HTTP 429 with this code, which the contact form turns into its rate-limit text.
create function private.limit_contact_rate() returns trigger
  language plpgsql set search_path = ''
  as $$
  begin
    if current_user in ('anon', 'authenticated') then
      -- Serialises concurrent submissions from one address, so six at once cannot all see four.
      perform pg_advisory_xact_lock(hashtext(lower(new.email_address)));
      if private.contact_rate_exceeded(new.email_address, new.submission_key) then
        raise exception 'Too many contact requests from this e-mail address in the last hour'
          using errcode = 'PT429';
      end if;
    end if;
    return new;
  end
  $$;

create trigger limit_contact_rate before insert on public.contact_etl
  for each row execute function private.limit_contact_rate();
