-- Challenges are limited per client (issue 40): at most client_challenges_per_hour (30) an hour, more than a
-- browser ever needs (each submission takes one, and a client may make 20 submissions an hour). Beyond it
-- altcha_challenge refuses with 429 PT429 (detail 'client'), after one indexed count: a refused request costs the
-- database little, and nothing of it is kept.

alter table private.submission_settings
  add column client_challenges_per_hour integer not null default 30 check (client_challenges_per_hour > 0);

-- The challenges issued in the last hour per client (keyed as in submission_log, never the address).
create table private.challenge_log (
  client_key text not null,
  created_at timestamptz not null default now()
);
create index challenge_log_client_idx on private.challenge_log (client_key, created_at);
create index challenge_log_created_at_idx on private.challenge_log (created_at);
revoke all on table private.challenge_log from public, anon, authenticated, service_role;

-- As in 20261124120000_submission_guard.sql, after taking one of the client's challenges for the hour.
create or replace function public.altcha_challenge() returns jsonb
  language plpgsql volatile security definer set search_path = ''
  as $$
declare
  settings private.submission_settings;
  client text := private.client_key();
  salt text;
  secret_number bigint;
  challenge text;
begin
  select * into strict settings from private.submission_settings;
  -- One at a time per client, so a burst cannot all see one count.
  perform pg_advisory_xact_lock(hashtext('challenges ' || client));
  if (
    select count(*) from private.challenge_log l
    where l.client_key = client and l.created_at > now() - interval '1 hour'
  ) >= settings.client_challenges_per_hour then
    raise exception 'Too many proof of work challenges from this network in the last hour'
      using errcode = 'PT429', detail = 'client';
  end if;
  insert into private.challenge_log (client_key) values (client);
  delete from private.challenge_log where ctid in (
    select ctid from private.challenge_log where created_at < now() - interval '1 hour' limit 100
    for update skip locked
  );
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
