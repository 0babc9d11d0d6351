-- Forms posted without JavaScript (issue 31). A browser without script cannot solve the proof of work, so such a
-- post goes to the Edge Function submit-form (supabase/functions/submit-form), which inserts it as anon like the
-- browser would, relayed:
--
--   * It sends `x-forms-relay-key` (this row's relay_key, given to the function as FORMS_RELAY_KEY) and
--     `x-forms-client`, the visitor's address as the function received it. With the right key the database keys
--     the client by that address instead of cf-connecting-ip (which names the function, not the visitor); without
--     it both headers are ignored, so nobody else can choose the client they are counted as.
--   * A relayed insert may come without a proof of work. It then takes, besides one of the client's
--     client_submissions_per_hour, one of its proofless_submissions_per_hour (5, a quarter of them): the road
--     without script is never the cheaper one for a bot. Every other rule is the same (honeypot, CHECKs, the
--     per-address limit, canonical addresses, the event's rules). Without the key a missing proof is refused as
--     before (PT403), so a direct API call cannot skip the proof.
--
-- Refusal codes are unchanged: the proof-less limit is PT429 with detail 'client', worded as the per-client one.

alter table private.submission_settings
  -- Shared with the Edge Function submit-form (FORMS_RELAY_KEY): what lets it vouch for a visitor's address.
  add column relay_key text not null default encode(extensions.gen_random_bytes(32), 'hex'),
  add column proofless_submissions_per_hour integer not null default 5 check (proofless_submissions_per_hour > 0);

alter table private.submission_log add column proofless boolean not null default false;

-- Whether this request comes from the submit-form function: it carries the relay key.
create function private.is_relayed() returns boolean
  language sql stable security definer set search_path = ''
  as $$
    select coalesce(
      nullif(current_setting('request.headers', true), '')::json ->> 'x-forms-relay-key'
        = (select s.relay_key from private.submission_settings s),
      false
    )
  $$;

-- The client as the edge sees it (20261124120000_submission_guard.sql), or, for a relayed request, as the
-- function saw it.
create or replace function private.client_key() returns text
  language plpgsql stable security definer set search_path = ''
  as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  address text := case when private.is_relayed() then headers ->> 'x-forms-client' else headers ->> 'cf-connecting-ip' end;
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

-- As before, plus the proof-less allowance: `proofless` submissions count against both limits.
drop function private.take_submission_quota(text, text);
create function private.take_submission_quota(kind text, email text, proofless boolean) returns void
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
  if proofless and (
    select count(*) from private.submission_log l
    where l.client_key = client and l.proofless and l.created_at > now() - interval '1 hour'
  ) >= settings.proofless_submissions_per_hour then
    raise exception 'Too many submissions without a proof of work from this network in the last hour'
      using errcode = 'PT429', detail = 'client';
  end if;
  if kind = 'contact' and (
    select count(*) from private.submission_log l
    where l.client_key = client and l.kind = 'contact' and l.email_key = address_key
      and l.created_at > now() - interval '1 hour'
  ) >= settings.address_contacts_per_hour then
    raise exception 'Too many contact requests from this e-mail address in the last hour'
      using errcode = 'PT429', detail = 'address';
  end if;
  insert into private.submission_log (client_key, kind, email_key, proofless)
    values (client, kind, address_key, proofless);
  delete from private.submission_log where ctid in (
    select ctid from private.submission_log where created_at < now() - interval '1 hour' limit 100
    for update skip locked
  );
end
$$;

-- The guard of 20261124120000_submission_guard.sql; only step 3 (a relayed insert may skip the proof) and step 5
-- (which then counts it) differ.
create or replace function private.guard_submission() returns trigger
  language plpgsql set search_path = ''
  as $$
declare
  api_role boolean := current_user in ('anon', 'authenticated');
  registration boolean := tg_table_name = 'event_registrations';
  proofless boolean := false;
  fields jsonb;
begin
  if new.nickname is distinct from '' then
    return null;
  end if;
  perform private.assert_valid_row(tg_relid::regclass, new);
  if api_role then
    if new.altcha is null and private.is_relayed() then
      proofless := true;
    else
      perform private.spend_proof(new.altcha);
    end if;
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
      coalesce(fields ->> 'email', fields ->> 'email_address'),
      proofless
    );
  end if;
  if registration then
    perform private.check_event_seat(fields ->> 'event_id', fields ->> 'email');
  end if;
  return new;
end
$$;

revoke all on function private.is_relayed(), private.take_submission_quota(text, text, boolean) from public;
grant execute on function private.is_relayed(), private.take_submission_quota(text, text, boolean)
  to anon, authenticated, service_role;
