-- The rights the privacy notice names (issue 42), for the team to answer without hand-written SQL:
-- `npm run submissions -- --person ADDRESS [--erase]` and `-- --event KEY` call these functions as the service role.
-- An address is matched in its canonical form (private.canonical_email: case, +tags, trailing dots, width), so
-- every spelling a form accepted as the same inbox is found, and erased, together.

-- That an erasure took place, and how much it removed; never whose.
create table private.erasures (
  id bigint generated always as identity primary key,
  erased_at timestamptz not null default now(),
  rows_erased integer not null check (rows_erased >= 0)
);
revoke all on table private.erasures from public, anon, authenticated, service_role;

-- The keyed form of an address in private.submission_log, as take_submission_quota writes it.
create function private.address_log_key(address text) returns text
  language sql stable security definer set search_path = ''
  as $$
  select encode(extensions.hmac(private.canonical_email(address), s.client_key_secret, 'sha256'), 'hex')
  from private.submission_settings s
$$;
revoke all on function private.address_log_key(text) from public, anon, authenticated;

-- The ids of what an address owns: its contact requests, its registrations, and every mail sent to it or about them.
create function private.person_ids(address text)
  returns table (contact_ids uuid[], registration_ids uuid[], notification_ids bigint[])
  language sql stable security definer set search_path = ''
  as $$
  with person as (select private.canonical_email(address) as canonical),
  contacts as (
    select coalesce(array_agg(c.id), '{}') as ids from public.contact_etl c, person
    where private.canonical_email(c.email_address) = person.canonical
  ),
  registrations as (
    select coalesce(array_agg(r.id), '{}') as ids from public.event_registrations r, person
    where private.canonical_email(r.email) = person.canonical
  )
  select contacts.ids, registrations.ids, (
    select coalesce(array_agg(n.id order by n.id), '{}') from private.notifications n
    where n.submission_id = any (contacts.ids || registrations.ids)
       or n.recipient_key = person.canonical
       or private.canonical_email(n.recipient) = person.canonical
  )
  from contacts, registrations, person
$$;
revoke all on function private.person_ids(text) from public, anon, authenticated;

create function private.refuse_non_address(address text) returns void
  language plpgsql immutable set search_path = ''
  as $$
begin
  if address is null or not private.is_email_address(btrim(address)) then
    raise exception 'Not an e-mail address' using errcode = '22023';
  end if;
end
$$;
revoke all on function private.refuse_non_address(text) from public, anon, authenticated;

-- Every row of every table that holds the address (access): the submissions and mails in full, the limits'
-- records by time and kind (they hold only a keyed form of it).
create function public.person_records(address text) returns jsonb
  language plpgsql stable security definer set search_path = ''
  as $$
declare
  ids record;
begin
  perform private.refuse_non_address(address);
  select * into ids from private.person_ids(address);
  return jsonb_build_object(
    'contacts', (select coalesce(jsonb_agg(to_jsonb(c) order by c.created_at), '[]') from public.contact_etl c
      where c.id = any (ids.contact_ids)),
    'registrations', (select coalesce(jsonb_agg(to_jsonb(r) order by r.created_at), '[]')
      from public.event_registrations r where r.id = any (ids.registration_ids)),
    'notifications', (select coalesce(jsonb_agg(to_jsonb(n) order by n.id), '[]') from private.notifications n
      where n.id = any (ids.notification_ids)),
    'limit_records', (select coalesce(jsonb_agg(jsonb_build_object('kind', l.kind, 'created_at', l.created_at)
      order by l.created_at), '[]') from private.submission_log l where l.email_key = private.address_log_key(address))
  );
end
$$;

-- Erasure: deletes all of it and records that an erasure took place. A registration for an event that has ended
-- leaves its number to the event (as the retention job does); one for an event still to come frees its seat.
create function public.erase_person(address text) returns jsonb
  language plpgsql security definer set search_path = ''
  as $$
declare
  ids record;
  contacts integer;
  registrations integer;
  notifications integer;
  limit_records integer;
begin
  perform private.refuse_non_address(address);
  select * into ids from private.person_ids(address);
  update public.events e set registrations_removed = e.registrations_removed + g.removed
  from (
    select r.event_id, count(*)::integer as removed
    from public.event_registrations r join public.events ended on ended.event_key = r.event_id
    where r.id = any (ids.registration_ids) and ended.ends_at < now()
    group by r.event_id
  ) g
  where e.event_key = g.event_id;
  delete from private.notifications n where n.id = any (ids.notification_ids);
  get diagnostics notifications = row_count;
  delete from public.contact_etl c where c.id = any (ids.contact_ids);
  get diagnostics contacts = row_count;
  delete from public.event_registrations r where r.id = any (ids.registration_ids);
  get diagnostics registrations = row_count;
  delete from private.submission_log l where l.email_key = private.address_log_key(address);
  get diagnostics limit_records = row_count;
  insert into private.erasures (rows_erased) values (contacts + registrations + notifications + limit_records);
  return jsonb_build_object(
    'contacts', contacts, 'registrations', registrations, 'notifications', notifications,
    'limit_records', limit_records, 'erasures', (select count(*) from private.erasures)
  );
end
$$;

-- An event's attendee list for the host: each person with their status, in the order they registered.
create function public.event_attendees(key text) returns jsonb
  language plpgsql stable security definer set search_path = ''
  as $$
begin
  if not exists (select 1 from public.events e where e.event_key = key) then
    raise exception 'No event has the key %', key using errcode = 'P0002';
  end if;
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
      'status', 'registered', 'first_name', r.first_name, 'last_name', r.last_name, 'email', r.email,
      'company', r.company, 'job_title', r.job_title, 'mobile', r.mobile, 'registered_at', r.created_at
    ) order by r.created_at), '[]')
    from public.event_registrations r where r.event_id = key
  );
end
$$;

revoke all on function public.person_records(text), public.erase_person(text), public.event_attendees(text)
  from public, anon, authenticated;
grant execute on function public.person_records(text), public.erase_person(text), public.event_attendees(text)
  to service_role;
