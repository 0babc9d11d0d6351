-- The team hears of a burst once (issue 40). Every submission wrote a team mail, so a burst of a thousand meant a
-- thousand mails. Now at most team_mails_per_hour (20) team mails (contact_team, registration_team) are written in
-- an hour; each further one is gathered into one digest mail (kind team_digest) that leaves
-- team_digest_minutes (15) after its first submission, with their number, each one's kind, id and time, and a
-- pointer to `npm run submissions`. Nothing is lost: every submission is stored and listed as before, and the
-- digest names each.
--
-- A trigger on the outbox does it, whatever function writes the team mail, so the submission triggers stay as
-- they are.

alter table private.submission_settings
  add column team_mails_per_hour integer not null default 20 check (team_mails_per_hour > 0),
  add column team_digest_minutes integer not null default 15 check (team_digest_minutes > 0);

alter table private.notifications drop constraint notifications_kind_check;
alter table private.notifications add constraint notifications_kind_check check (kind in (
  'contact_team', 'contact_acknowledgement', 'registration_team', 'registration_confirmation', 'visitor_mail_held',
  'registration_duplicate', 'team_digest'
));
create index notifications_team_created_idx on private.notifications (created_at)
  where kind in ('contact_team', 'registration_team');

-- Writes a team mail as it comes while the hour's allowance lasts; beyond it adds the submission to the pending
-- digest (a new one, due team_digest_minutes later, when none is pending). One at a time, so a burst cannot all
-- see one count; a digest a sender has claimed meanwhile is left alone (its row lock, then its state).
create function private.gather_team_mail() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
declare
  settings private.submission_settings;
  item jsonb;
begin
  select * into strict settings from private.submission_settings;
  perform pg_advisory_xact_lock(hashtext('team mail'));
  if (
    select count(*) from private.notifications n
    where n.kind in ('contact_team', 'registration_team') and n.created_at > now() - interval '1 hour'
  ) < settings.team_mails_per_hour then
    return new;
  end if;
  item := jsonb_build_object(
    'kind', case new.kind when 'contact_team' then 'contact' else 'registration' end,
    'submission_id', new.submission_id,
    'received_at', now()
  );
  update private.notifications d
    set template_data = jsonb_set(
          jsonb_set(d.template_data, '{items}', (d.template_data -> 'items') || jsonb_build_array(item)),
          '{count}', to_jsonb((d.template_data ->> 'count')::integer + 1)
        ),
        updated_at = now()
    where d.kind = 'team_digest' and d.state = 'pending' and d.attempts = 0;
  if not found then
    insert into private.notifications (kind, recipient, template_data, next_attempt_at) values (
      'team_digest',
      new.recipient,
      jsonb_build_object(
        -- An id of its own, as each submission's mails have: the sender makes the Message-ID of it.
        'id', gen_random_uuid(),
        'limit', settings.team_mails_per_hour,
        'count', 1,
        'items', jsonb_build_array(item)
      ),
      now() + make_interval(mins => settings.team_digest_minutes)
    );
  end if;
  return null;
end
$$;

revoke all on function private.gather_team_mail() from public, anon, authenticated;

create trigger gather_team_mail before insert on private.notifications
  for each row when (new.kind in ('contact_team', 'registration_team'))
  execute function private.gather_team_mail();
