-- Issue 31 item 7: the history asked two queries per change set on its page (the kind it was written as, whether it
-- has been undone), N+1 per page. One call answers for every change set the page shows. Security invoker:
-- audit_log's admin-only RLS decides what it sees (a non-admin gets no rows, as from the table).
-- An undo row carries change_kind 'undo' and the change set it undid (20261126120000).
create function public.change_set_states(p_change_sets uuid[])
returns table (change_set uuid, change_kind text, undone boolean)
language sql stable security invoker set search_path = '' as $$
  select a.change_set,
         pg_catalog.max(a.change_kind) filter (where a.change_kind <> 'undo'),
         pg_catalog.bool_or(a.change_kind = 'undo')
    from public.audit_log a
   where a.change_set = any (p_change_sets)
   group by a.change_set
$$;
revoke all on function public.change_set_states(uuid[]) from public, anon, authenticated;
grant execute on function public.change_set_states(uuid[]) to authenticated;
