-- The submission guard (issue 28): one BEFORE INSERT trigger per submission table runs every check in an order
-- that gives nothing away, and adds what a bot must now pay.
--
--   1. The honeypot: a filled one drops the row silently. The sender sees the success a person would (201), and
--      nothing is stored or mailed.
--   2. Everything the row decides by itself: its NOT NULL and CHECK constraints, evaluated here, before anything
--      looks at stored rows. PostgreSQL would check them only after BEFORE triggers, so a request with the privacy
--      box unticked used to learn from the seat trigger whether an address was registered.
--   3. For the API's roles, a proof of work: an ALTCHA challenge the database signed (public.altcha_challenge),
--      solved, unexpired and not used before. The stored part of this check says only whether this very proof
--      was spent.
--   4. A retry of a stored submission (its idempotency key is taken) goes straight to that key's constraint,
--      which the site reports as the success it was.
--   5. For the API's roles, the limits: submissions per client an hour (the client as the edge sees it), and
--      contact requests per address and client an hour. Keyed by client too, so no stranger can lock a visitor
--      out by writing in their name from elsewhere.
--   6. Registrations: the event must not have ended (by this database's clock: 'This event has taken place.'),
--      must have a capacity or be marked unlimited, the address must not be registered yet (canonical form) and
--      a seat must be left.
--
-- Error codes (backend/README.md; texts in src/forms/submit.ts):
--   PT403  proof of work missing, invalid, expired or used (HTTP 403)
--   PT429  a limit reached (HTTP 429); detail 'client' (per client) or 'address' (per address and client)
--   EVPST  the event has taken place
--   EVFUL  no seat left, or the event takes no registrations (no capacity and not unlimited)
--   EVDUP  this address is already registered for the event

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

-- The secrets and numbers of the guard, one row. Defaults are the production values, and src/forms/limits.ts
-- repeats the limits (a backend test compares them); the owner may tune them with an UPDATE.
create table private.submission_settings (
  id boolean primary key default true check (id),
  -- Signs the challenges (HMAC-SHA-256, as ALTCHA does).
  proof_hmac_key text not null default encode(extensions.gen_random_bytes(32), 'hex'),
  -- Keys the client addresses kept for the limits, so the log holds no address.
  client_key_secret text not null default encode(extensions.gen_random_bytes(32), 'hex'),
  -- The secret number of a challenge lies in 0..proof_max_number: a browser tries half of them on average.
  proof_max_number integer not null default 200000 check (proof_max_number > 0),
  proof_ttl_seconds integer not null default 600 check (proof_ttl_seconds > 0),
  client_submissions_per_hour integer not null default 20 check (client_submissions_per_hour > 0),
  address_contacts_per_hour integer not null default 5 check (address_contacts_per_hour > 0)
);
insert into private.submission_settings default values;
revoke all on table private.submission_settings from public, anon, authenticated, service_role;

-- Challenges whose solution was accepted, until they expire: a proof counts once.
create table private.spent_proofs (
  challenge text primary key,
  expires_at timestamptz not null
);
create index spent_proofs_expires_at_idx on private.spent_proofs (expires_at);

-- The stored submissions of the last hour per client (keyed, never the address itself), for the limits.
create table private.submission_log (
  client_key text not null,
  kind text not null check (kind in ('contact', 'registration')),
  -- The keyed canonical e-mail address.
  email_key text not null,
  created_at timestamptz not null default now()
);
create index submission_log_client_idx on private.submission_log (client_key, created_at);
create index submission_log_created_at_idx on private.submission_log (created_at);

revoke all on table private.spent_proofs, private.submission_log from public, anon, authenticated, service_role;

-- A challenge for the browser to solve (POST /rest/v1/rpc/altcha_challenge), in ALTCHA's format: find the number n
-- in 0..maxnumber for which SHA-256(salt || n) = challenge; signature = HMAC-SHA-256(challenge). The salt carries
-- the expiry (ALTCHA's `?expires=` parameter), which the challenge hash, and so the signature, binds. Nothing is
-- stored: asking costs a stranger as little as it costs the database.
create function public.altcha_challenge() returns jsonb
  language plpgsql volatile security definer set search_path = ''
  as $$
declare
  settings private.submission_settings;
  salt text;
  secret_number bigint;
  challenge text;
begin
  select * into strict settings from private.submission_settings;
  salt := encode(extensions.gen_random_bytes(12), 'hex') || '?expires='
    || floor(extract(epoch from now()) + settings.proof_ttl_seconds)::bigint || '&';
  secret_number := ('x' || encode(extensions.gen_random_bytes(4), 'hex'))::bit(32)::bigint
    % (settings.proof_max_number + 1);
  challenge := encode(extensions.digest(salt || secret_number, 'sha256'), 'hex');
  return jsonb_build_object(
    'algorithm', 'SHA-256',
    'challenge', challenge,
    'maxnumber', settings.proof_max_number,
    'salt', salt,
    'signature', encode(extensions.hmac(challenge, settings.proof_hmac_key, 'sha256'), 'hex')
  );
end
$$;

revoke all on function public.altcha_challenge() from public;
grant execute on function public.altcha_challenge() to anon, authenticated, service_role;

-- Refuses the submission unless `payload` is an ALTCHA solution (base64 of JSON: algorithm, challenge, number,
-- salt, signature) of a challenge this database signed, unexpired and not spent; then spends it. A refused
-- submission rolls the spending back with everything else.
create function private.spend_proof(payload text) returns void
  language plpgsql volatile security definer set search_path = ''
  as $$
declare
  settings private.submission_settings;
  proof jsonb;
  spent integer;
begin
  select * into strict settings from private.submission_settings;
  if payload is null then
    raise exception 'A proof of work is required'
      using errcode = 'PT403', hint = 'POST /rest/v1/rpc/altcha_challenge, solve it and send the solution as "altcha".';
  end if;
  begin
    proof := convert_from(decode(payload, 'base64'), 'UTF8')::jsonb;
  exception when others then
    proof := null;
  end;
  if jsonb_typeof(proof) is distinct from 'object'
      or proof ->> 'algorithm' is distinct from 'SHA-256'
      or coalesce(proof ->> 'challenge', '') !~ '^[0-9a-f]{64}$'
      or coalesce(proof ->> 'signature', '') !~ '^[0-9a-f]{64}$'
      or coalesce(proof ->> 'salt', '') !~ '^[0-9a-f]{24}\?expires=[0-9]{1,12}&$'
      or jsonb_typeof(proof -> 'number') is distinct from 'number'
      or coalesce(proof ->> 'number', '') !~ '^[0-9]{1,10}$' then
    raise exception 'The proof of work is not a solved ALTCHA challenge' using errcode = 'PT403';
  end if;
  if encode(extensions.hmac(proof ->> 'challenge', settings.proof_hmac_key, 'sha256'), 'hex') <> proof ->> 'signature'
      or encode(extensions.digest((proof ->> 'salt') || (proof ->> 'number'), 'sha256'), 'hex')
        <> proof ->> 'challenge' then
    raise exception 'The proof of work is not valid' using errcode = 'PT403';
  end if;
  -- The signature vouches for the salt, and so for its expiry.
  if to_timestamp(substring(proof ->> 'salt' from '\?expires=([0-9]+)&$')::bigint) <= now() then
    raise exception 'The proof of work has expired' using errcode = 'PT403';
  end if;
  insert into private.spent_proofs (challenge, expires_at)
    values (proof ->> 'challenge', to_timestamp(substring(proof ->> 'salt' from '\?expires=([0-9]+)&$')::bigint))
    on conflict do nothing;
  get diagnostics spent = row_count;
  if spent = 0 then
    raise exception 'The proof of work was already used' using errcode = 'PT403';
  end if;
  -- Expired proofs can no longer be replayed: forget a few at a time, never waiting for another request's.
  delete from private.spent_proofs where ctid in (
    select ctid from private.spent_proofs where expires_at < now() limit 100 for update skip locked
  );
end
$$;

-- The client as the edge sees it: the cf-connecting-ip header, which hosted Supabase's edge (Cloudflare) and the
-- local gateway (backend/proxy.ts) set and overwrite. An IPv6 client counts by its /64, the block one household
-- or office gets. Keyed with a secret, so what the log keeps is no address.
create function private.client_key() returns text
  language plpgsql stable security definer set search_path = ''
  as $$
declare
  address text := nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip';
  client inet;
begin
  begin
    client := address::inet;
  exception when others then
    client := null;
  end;
  if client is null then
    -- Without an address every such request shares one client (PostgREST always passes its headers).
    address := 'unknown';
  elsif family(client) = 6 and host(client) ~ '^::ffff:[0-9.]+$' then
    address := substr(host(client), 8);
  elsif family(client) = 6 then
    address := network(set_masklen(client, 64))::text;
  else
    address := host(client);
  end if;
  return encode(
    extensions.hmac(address, (select client_key_secret from private.submission_settings), 'sha256'), 'hex'
  );
end
$$;

-- Takes one of the client's submissions for the hour, or refuses: per client, and for contact requests per
-- address and client. Counting and taking happen under a lock per client, so a burst cannot all see one count.
create function private.take_submission_quota(kind text, email text) returns void
  language plpgsql volatile security definer set search_path = ''
  as $$
declare
  settings private.submission_settings;
  client text := private.client_key();
  address_key text;
begin
  select * into strict settings from private.submission_settings;
  address_key := encode(extensions.hmac(private.canonical_email(email), settings.client_key_secret, 'sha256'), 'hex');
  perform pg_advisory_xact_lock(hashtext('submission quota ' || client));
  if (
    select count(*) from private.submission_log l
    where l.client_key = client and l.created_at > now() - interval '1 hour'
  ) >= settings.client_submissions_per_hour then
    raise exception 'Too many submissions from this network in the last hour' using errcode = 'PT429', detail = 'client';
  end if;
  if kind = 'contact' and (
    select count(*) from private.submission_log l
    where l.client_key = client and l.kind = 'contact' and l.email_key = address_key
      and l.created_at > now() - interval '1 hour'
  ) >= settings.address_contacts_per_hour then
    raise exception 'Too many contact requests from this e-mail address in the last hour'
      using errcode = 'PT429', detail = 'address';
  end if;
  insert into private.submission_log (client_key, kind, email_key) values (client, kind, address_key);
  delete from private.submission_log where ctid in (
    select ctid from private.submission_log where created_at < now() - interval '1 hour' limit 100
    for update skip locked
  );
end
$$;

-- Raises what PostgreSQL would raise for the row's NOT NULL and CHECK constraints (same codes, messages and
-- order), so they can run first. The constraints stay the guarantee underneath. All CHECKs are evaluated in one
-- statement: this runs for every submission, and PGlite pays for each statement it prepares.
create function private.assert_valid_row(relation regclass, row_value anyelement) returns void
  language plpgsql stable set search_path = ''
  as $$
declare
  fields jsonb := to_jsonb(row_value);
  relation_name text := (select c.relname from pg_catalog.pg_class c where c.oid = relation);
  missing text;
  names text[];
  expressions text[];
  results boolean[];
begin
  select a.attname into missing from pg_catalog.pg_attribute a
    where a.attrelid = relation and a.attnum > 0 and not a.attisdropped and a.attnotnull
      and fields -> a.attname::text = 'null'::jsonb
    order by a.attnum limit 1;
  if missing is not null then
    raise exception 'null value in column "%" of relation "%" violates not-null constraint', missing, relation_name
      using errcode = 'not_null_violation', column = missing, table = relation_name;
  end if;
  select array_agg(c.conname::text order by c.conname), array_agg(pg_catalog.pg_get_expr(c.conbin, c.conrelid) order by c.conname)
    into names, expressions
    from pg_catalog.pg_constraint c where c.conrelid = relation and c.contype = 'c';
  if names is null then
    return;
  end if;
  execute format('select array[%s] from (select ($1).*) as row_value', array_to_string(expressions, ', '))
    into results using row_value;
  for i in 1 .. cardinality(names) loop
    -- Null passes, as it passes a CHECK.
    if not results[i] then
      raise exception 'new row for relation "%" violates check constraint "%"', relation_name, names[i]
        using errcode = 'check_violation', constraint = names[i], table = relation_name;
    end if;
  end loop;
end
$$;

-- Whether a submission with this idempotency key is stored (anon cannot read the tables).
create function private.is_stored_submission(relation regclass, key uuid) returns boolean
  language plpgsql stable security definer set search_path = ''
  as $$
declare
  found_one boolean;
begin
  execute format('select exists (select 1 from %s where submission_key = $1)', relation) into found_one using key;
  return found_one;
end
$$;

-- The event's rules for a registration. Locks the event's row: registrations for one event are judged one at a
-- time, so of any number of concurrent requests exactly the seats left get through.
create function private.check_event_seat(registration_event text, registration_email text) returns void
  language plpgsql volatile security definer set search_path = ''
  as $$
declare
  event record;
begin
  select e.capacity, e.registered_elsewhere, e.ends_at, e.unlimited_seats into event
    from public.events e where e.event_key = registration_event
    for update;
  if not found then
    return; -- the foreign key refuses it
  end if;
  if event.ends_at <= now() then
    raise exception 'This event has taken place.' using errcode = 'EVPST';
  end if;
  if exists (
    select 1 from public.event_registrations r
    where r.event_id = registration_event
      and private.canonical_email(r.email) = private.canonical_email(registration_email)
  ) then
    raise exception 'already registered for this event' using errcode = 'EVDUP';
  end if;
  if event.capacity is null and not event.unlimited_seats
      or event.registered_elsewhere + private.registrations_for(registration_event) >= event.capacity then
    raise exception 'this event is full' using errcode = 'EVFUL';
  end if;
end
$$;

-- The steps above, for either table: a registration names its event and its address `email`, a contact request
-- its address `email_address`.
create function private.guard_submission() returns trigger
  language plpgsql set search_path = ''
  as $$
declare
  api_role boolean := current_user in ('anon', 'authenticated');
  registration boolean := tg_table_name = 'event_registrations';
  fields jsonb;
begin
  if new.nickname is distinct from '' then
    return null;
  end if;
  perform private.assert_valid_row(tg_relid::regclass, new);
  if api_role then
    perform private.spend_proof(new.altcha);
  end if;
  -- Verified: nothing of it is kept.
  new.altcha := null;
  if private.is_stored_submission(tg_relid::regclass, new.submission_key) then
    return new;
  end if;
  fields := to_jsonb(new);
  if api_role then
    perform private.take_submission_quota(
      case when registration then 'registration' else 'contact' end,
      coalesce(fields ->> 'email', fields ->> 'email_address')
    );
  end if;
  if registration then
    perform private.check_event_seat(fields ->> 'event_id', fields ->> 'email');
  end if;
  return new;
end
$$;

revoke all on function private.spend_proof(text), private.client_key(), private.take_submission_quota(text, text),
  private.is_stored_submission(regclass, uuid), private.check_event_seat(text, text)
  from public;
grant execute on function private.spend_proof(text), private.client_key(), private.take_submission_quota(text, text),
  private.is_stored_submission(regclass, uuid), private.check_event_seat(text, text), private.assert_valid_row(regclass, anyelement)
  to anon, authenticated, service_role;

-- The proof travels in a column of its own, cleared once verified.
alter table public.contact_etl add column altcha private.json_text;
alter table public.event_registrations add column altcha private.json_text;
grant insert (altcha) on table public.contact_etl, public.event_registrations to anon;

-- Whether an event without a capacity takes any number of registrations (data/: `unlimitedSeats`, seeded).
alter table public.events add column unlimited_seats boolean not null default false;

-- The guard replaces the contact rate trigger and the seat trigger.
drop trigger limit_contact_rate on public.contact_etl;
drop trigger event_registrations_take_seat on public.event_registrations;
drop function private.limit_contact_rate();
drop function private.take_event_seat();
drop function private.contact_rate_exceeded(text, uuid);
drop index public.contact_etl_rate_idx;

create trigger guard_submission before insert on public.contact_etl
  for each row execute function private.guard_submission();
create trigger guard_submission before insert on public.event_registrations
  for each row execute function private.guard_submission();
