-- Issue 33, left by 20261128006000: the record history showed when a post or card went live or ended by its schedule
-- ("Publicerades enligt schema satt av X"), but computed those moments in the browser from the 50 audit rows it had
-- loaded: a start time set by a row further back (the INSERT of a record edited 50 times since) was unknown, so the
-- event was missing or named the wrong admin. This function walks every audit row of the record, oldest first.
--
-- Between two audit rows the record was as the earlier one left it, so a start or end time that fell strictly
-- between them (or between the last one and p_now) changed what the public reads at that moment, by the schedule of
-- whoever last set that column. The rule is public.publication_state's (20261128006000): posts while their status
-- is 'scheduled' or 'published' from published_at, cards while is_published from publish_from; both until
-- publish_until. Security invoker: audit_log's admin-only RLS decides what it sees (a non-admin gets no rows).
create function public.publication_events(p_table text, p_row_id text, p_now timestamptz default now())
returns table (kind text, at timestamptz, actor_id uuid)
language plpgsql stable security invoker set search_path = '' as $$
declare
  v_from_column text := case when p_table in ('news_articles', 'blog_posts') then 'published_at'
                             when p_table = 'credit_cards' then 'publish_from' end;
  v_state jsonb := '{}';
  v_set_by jsonb := '{}';
  v_row record;
  v_next timestamptz;
  v_field record;
  v_gate boolean;
  v_from timestamptz;
  v_until timestamptz;
begin
  if v_from_column is null then
    return;
  end if;
  for v_row in
    select a.occurred_at, a.actor_id, a.action, a.changed_fields,
           pg_catalog.lead(a.occurred_at) over (order by a.occurred_at, a.id) as next_at
      from public.audit_log a
     where a.table_name = p_table and a.row_id = p_row_id
     order by a.occurred_at, a.id
  loop
    if v_row.action = 'DELETE' then
      v_state := '{}';
      continue;
    end if;
    for v_field in select f.key, f.value from pg_catalog.jsonb_each(coalesce(v_row.changed_fields, '{}')) f loop
      v_state := v_state || pg_catalog.jsonb_build_object(v_field.key,
        case when v_row.action = 'UPDATE' then v_field.value -> 'new' else v_field.value end);
      v_set_by := v_set_by || pg_catalog.jsonb_build_object(v_field.key, v_row.actor_id);
    end loop;
    v_gate := case when v_from_column = 'published_at' then v_state ->> 'status' in ('scheduled', 'published')
                   else (v_state ->> 'is_published') = 'true' end;
    continue when not coalesce(v_gate, false);
    v_next := coalesce(v_row.next_at, p_now);
    v_from := (v_state ->> v_from_column)::timestamptz;
    v_until := (v_state ->> 'publish_until')::timestamptz;
    if v_from > v_row.occurred_at and v_from < v_next and not coalesce(v_until <= v_from, false) then
      kind := 'live';
      at := v_from;
      actor_id := (v_set_by ->> v_from_column)::uuid;
      return next;
    end if;
    if v_until > v_row.occurred_at and v_until < v_next then
      kind := 'ended';
      at := v_until;
      actor_id := (v_set_by ->> 'publish_until')::uuid;
      return next;
    end if;
  end loop;
end $$;
revoke all on function public.publication_events(text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.publication_events(text, text, timestamptz) to authenticated, service_role;
