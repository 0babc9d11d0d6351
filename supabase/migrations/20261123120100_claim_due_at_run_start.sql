-- A delivery run claims only rows that were due when it started (due_at): a row it has just failed, whose short
-- backoff ends while the run is still going, waits for the next run instead of being retried at once.
drop function public.claim_notifications(integer);

create function public.claim_notifications(batch_size integer default 10, due_at timestamptz default now())
  returns table (id bigint, kind text, recipient text, template_data jsonb, attempts integer)
  language sql security definer set search_path = ''
  as $$
  update private.notifications n
  set state = 'sending', attempts = n.attempts + 1, claimed_at = now(), updated_at = now()
  from (
    select due.id from private.notifications due
    where (due.state = 'pending' and due.next_attempt_at <= least(due_at, now()))
       or (due.state = 'sending' and due.claimed_at < now() - interval '5 minutes')
    order by due.next_attempt_at, due.id
    limit greatest(batch_size, 0)
    for update skip locked
  ) claimed
  where n.id = claimed.id
  returning n.id, n.kind, n.recipient, n.template_data, n.attempts
$$;

revoke all on function public.claim_notifications(integer, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_notifications(integer, timestamptz) to service_role;
