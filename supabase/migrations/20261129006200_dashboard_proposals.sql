-- Att göra lists the card change proposals waiting for approval (issue 35 part B): the line 'proposals' in the
-- dashboard's registry of lines (20261129005100_editor_rls.sql).
create function private.todo_proposals(bounds private.todo_bounds) returns bigint
language sql stable set search_path = '' as $$
  select count(*) from public.card_change_proposals p where p.status = 'pending'
$$;
select private.add_todo_line('proposals', 90, 'private.todo_proposals');
