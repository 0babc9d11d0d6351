-- Mail that cannot be turned on others (issue 28). Every contact request mailed an acknowledgement to whatever
-- address was typed, so the site relayed mail for anyone.
--
-- 1. At most one acknowledgement per recipient in 24 hours, however many contact requests name the address (in
--    any of its spellings: the canonical form decides). The team still hears of every request.
-- 2. At most `visitor_mails_per_hour` mails to visitors (acknowledgements and registration confirmations) leave
--    in an hour. Beyond it they wait, oldest first, for the next hour's share, and the team gets one alert
--    (kind visitor_mail_held, at most one in 24 hours). A legitimate visitor sees nothing of either.

alter table private.submission_settings
  add column visitor_mails_per_hour integer not null default 100 check (visitor_mails_per_hour > 0);

-- The canonical recipient of a visitor mail, for the rule of one acknowledgement a day.
alter table private.notifications add column recipient_key text;
create index notifications_recipient_key_idx on private.notifications (recipient_key, created_at)
  where kind = 'contact_acknowledgement';
-- An alert belongs to no submission.
alter table private.notifications alter column submission_id drop not null;
alter table private.notifications drop constraint notifications_kind_check;
alter table private.notifications add constraint notifications_kind_check check (kind in (
  'contact_team', 'contact_acknowledgement', 'registration_team', 'registration_confirmation', 'visitor_mail_held'
));

create function private.is_visitor_mail(kind text) returns boolean
  language sql immutable set search_path = ''
  as $$ select kind in ('contact_acknowledgement', 'registration_confirmation') $$;

create or replace function private.enqueue_contact_notifications() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
declare
  canonical_recipient text := private.canonical_email(new.email_address);
begin
  insert into private.notifications (kind, submission_id, recipient, template_data) values
    ('contact_team', new.id, (select team_address from private.notification_settings), to_jsonb(new));
  -- Requests naming one address are judged one at a time, so a burst cannot all find no acknowledgement yet.
  perform pg_advisory_xact_lock(hashtext('acknowledgement ' || canonical_recipient));
  if not exists (
    select 1 from private.notifications n
    where n.kind = 'contact_acknowledgement' and n.recipient_key = canonical_recipient
      and n.created_at > now() - interval '24 hours'
  ) then
    insert into private.notifications (kind, submission_id, recipient, recipient_key, template_data)
      values ('contact_acknowledgement', new.id, new.email_address, canonical_recipient, to_jsonb(new));
  end if;
  return null;
end
$$;

-- Takes up to batch_size due rows and marks them sending: team mail first, visitor mail within the hour's
-- allowance. SKIP LOCKED keeps concurrent senders apart; a lock makes them count the allowance one at a time.
-- When visitor mail is due beyond the allowance, the team is told, once in 24 hours.
drop function public.claim_notifications(integer, timestamptz);

create function public.claim_notifications(batch_size integer default 10, due_at timestamptz default now())
  returns table (id bigint, kind text, recipient text, template_data jsonb, attempts integer)
  language plpgsql security definer set search_path = ''
  as $$
declare
  allowance integer;
  team_ids bigint[];
  visitor_ids bigint[];
begin
  perform pg_advisory_xact_lock(hashtext('claim notifications'));
  allowance := (select s.visitor_mails_per_hour from private.submission_settings s) - (
    select count(*) from private.notifications n
    where private.is_visitor_mail(n.kind) and (n.sent_at > now() - interval '1 hour' or n.state = 'sending')
  );
  team_ids := array(
    select due.id from private.notifications due
    where not private.is_visitor_mail(due.kind)
      and ((due.state = 'pending' and due.next_attempt_at <= least(due_at, now()))
        or (due.state = 'sending' and due.claimed_at < now() - interval '5 minutes'))
    order by due.next_attempt_at, due.id
    limit greatest(batch_size, 0)
    for update skip locked
  );
  visitor_ids := array(
    select due.id from private.notifications due
    where private.is_visitor_mail(due.kind)
      and ((due.state = 'pending' and due.next_attempt_at <= least(due_at, now()))
        or (due.state = 'sending' and due.claimed_at < now() - interval '5 minutes'))
    order by due.next_attempt_at, due.id
    limit greatest(least(batch_size - cardinality(team_ids), allowance), 0)
    for update skip locked
  );
  if cardinality(visitor_ids) >= allowance
      and exists (
        select 1 from private.notifications held
        where private.is_visitor_mail(held.kind) and held.state = 'pending' and held.next_attempt_at <= now()
          and held.id <> all (visitor_ids)
      )
      and not exists (
        select 1 from private.notifications alert
        where alert.kind = 'visitor_mail_held' and alert.created_at > now() - interval '24 hours'
      ) then
    insert into private.notifications (kind, recipient, template_data) values (
      'visitor_mail_held',
      (select team_address from private.notification_settings),
      -- An id of its own, as each submission's mails have: the sender makes the Message-ID of it.
      jsonb_build_object(
        'id', gen_random_uuid(), 'limit', (select s.visitor_mails_per_hour from private.submission_settings s)
      )
    );
  end if;
  return query
  update private.notifications n
  set state = 'sending', attempts = n.attempts + 1, claimed_at = now(), updated_at = now()
  where n.id = any (team_ids || visitor_ids)
  returning n.id, n.kind, n.recipient, n.template_data, n.attempts;
end
$$;

revoke all on function public.claim_notifications(integer, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_notifications(integer, timestamptz) to service_role;
