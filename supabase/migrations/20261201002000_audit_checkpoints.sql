-- Issue 34, "Villkor per datum" ≤ 500 ms p95 over 100,000 card changes: checkpoints derived from the audit log.
--
-- private.audit_rows_at (20261129004000) rebuilt a row at T from its last INSERT plus every UPDATE up to T, so a date
-- in the middle of 100 rounds of changes folded ~50 UPDATEs per card (bench: p95 2,549 ms on PostgreSQL 15). Now
-- every K-th UPDATE of a row after its INSERT (K per table in private.audit_checkpoint_tables) has the row's full image
-- after it in private.audit_checkpoints, so the row at T is the latest of its INSERT and checkpoints at or before T
-- plus at most K - 1 UPDATEs folded after it, each found by an index probe. Bench (npm run bench:terms, 101,042 card
-- audit rows, 12,000 checkpoints at K = 8): PostgreSQL 15 p50 116 ms / p95 158 ms through PostgREST at load ~7 (one call
-- 97 ms inside the database; the rules' check of the 200 public cards is now about half of it); PGlite p50 1,425 ms /
-- p95 1,802 ms at load ~14. Writing the checkpoints cost no measurable time beside the load's noise (PGlite, 300
-- cards × 20 rounds with and without the trigger).
--
-- Not a second copy that can drift: a checkpoint is a pure function of the audit rows
-- (private.audit_checkpoint_images replays a row's audit rows in order, occurred_at then id), and every way the
-- checkpoints change runs in the transaction that changes the audit rows:
--   - an inserted audit row: the next image is written when the row's K-th UPDATE since its last base arrives (the
--     trigger below); an audit row that sorts before one already there (a transaction that started earlier wrote
--     later, or a moment set by hand) has its record's checkpoints rebuilt from the replay instead;
--   - audit rows deleted or rewritten (private.redact_audit_rows: retention and personal-data erasure, and the
--     erasure's term redaction; the audit log is otherwise append-only, private.forbid_change): the affected records'
--     checkpoints are rebuilt, after the statement, from their audit rows as they are now;
--   - K changed, or a table added or removed: that table's checkpoints are rebuilt.
-- private.rebuild_audit_checkpoints() rebuilds them all (the backfill below; the integration test compares it with
-- what the triggers wrote).

create table private.audit_checkpoint_tables (
  table_name text primary key,
  every_updates integer not null constraint audit_checkpoint_tables_every_positive check (every_updates > 0)
);
-- The tables private.audit_rows_at rebuilds for "Villkor per datum". K = 8: a moment folds at most 7 UPDATEs per row;
-- the images take an eighth of the UPDATE rows' count.
insert into private.audit_checkpoint_tables (table_name, every_updates) values ('credit_cards', 8), ('banks', 8);

create table private.audit_checkpoints (
  table_name text not null,
  row_id text not null,
  occurred_at timestamptz not null,
  audit_id bigint not null,
  row_image jsonb not null,
  primary key (table_name, row_id, occurred_at, audit_id)
);

alter table private.audit_checkpoint_tables enable row level security; -- no policies: the owner reads it
revoke all on private.audit_checkpoint_tables from public, anon, authenticated, service_role;
-- Read like the audit log it is derived from: admins only (private.audit_rows_at is security invoker).
alter table private.audit_checkpoints enable row level security;
create policy "admin reads audit checkpoints" on private.audit_checkpoints for select to authenticated
  using ((select private.is_admin()));
revoke all on private.audit_checkpoints from public, anon, authenticated, service_role;
grant select on private.audit_checkpoints to authenticated, service_role;

-- The checkpoints of one record as its audit rows say: replayed in order (INSERT: its image; UPDATE: each changed
-- column's "new" value; DELETE: gone), an image after every p_every-th UPDATE since the last INSERT.
create or replace function private.audit_checkpoint_images(p_table text, p_row_id text, p_every integer)
returns table (occurred_at timestamptz, audit_id bigint, row_image jsonb)
language plpgsql stable set search_path = '' as $$
declare
  r record;
  v_state jsonb;
  v_updates integer := 0;
begin
  for r in
    select a.id, a.occurred_at, a.action, a.changed_fields from public.audit_log a
     where a.table_name = p_table and a.row_id = p_row_id
     order by a.occurred_at, a.id
  loop
    if r.action = 'INSERT' then
      v_state := r.changed_fields;
      v_updates := 0;
    elsif r.action = 'DELETE' then
      v_state := null;
      v_updates := 0;
    elsif v_state is not null then
      v_state := v_state || coalesce((select pg_catalog.jsonb_object_agg(f.key, f.value -> 'new')
                                        from pg_catalog.jsonb_each(r.changed_fields) f), '{}'::jsonb);
      v_updates := v_updates + 1;
      if v_updates % p_every = 0 then
        occurred_at := r.occurred_at;
        audit_id := r.id;
        row_image := v_state;
        return next;
      end if;
    end if;
  end loop;
end $$;

-- Rebuilds the checkpoints of p_table's records p_row_ids (every table, every record where null) from the audit log.
-- Returns the number of checkpoints written.
create or replace function private.rebuild_audit_checkpoints(p_table text default null, p_row_ids text[] default null)
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  delete from private.audit_checkpoints c
   where (p_table is null or c.table_name = p_table) and (p_row_ids is null or c.row_id = any (p_row_ids));
  insert into private.audit_checkpoints (table_name, row_id, occurred_at, audit_id, row_image)
  select s.table_name, r.row_id, i.occurred_at, i.audit_id, i.row_image
    from private.audit_checkpoint_tables s
   cross join lateral (
     select distinct a.row_id from public.audit_log a
      where a.table_name = s.table_name and a.action = 'UPDATE'
        and (p_row_ids is null or a.row_id = any (p_row_ids))) r
   cross join lateral private.audit_checkpoint_images(s.table_name, r.row_id, s.every_updates) i
   where p_table is null or s.table_name = p_table;
  get diagnostics v_count = row_count;
  return v_count;
end $$;

-- After each audit row: its record's next checkpoint when this is the K-th UPDATE since the last one (or the INSERT).
create or replace function private.audit_checkpoint_after_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_every integer;
  v_base_id bigint;
  v_base_at timestamptz;
  v_base_action text;
  v_image jsonb;
  v_check_id bigint;
  v_check_at timestamptz;
  v_check_image jsonb;
  v_updates integer;
  v_fields jsonb;
begin
  select s.every_updates into v_every from private.audit_checkpoint_tables s where s.table_name = new.table_name;
  if v_every is null then
    return null;
  end if;
  if exists (select 1 from public.audit_log a
              where a.table_name = new.table_name and a.row_id = new.row_id
                and (a.occurred_at, a.id) > (new.occurred_at, new.id)) then
    perform private.rebuild_audit_checkpoints(new.table_name, array[new.row_id]);
    return null;
  end if;
  if new.action <> 'UPDATE' then
    return null;
  end if;
  select a.id, a.occurred_at, a.action, a.changed_fields into v_base_id, v_base_at, v_base_action, v_image
    from public.audit_log a
   where a.table_name = new.table_name and a.row_id = new.row_id and a.action in ('INSERT', 'DELETE')
     and (a.occurred_at, a.id) < (new.occurred_at, new.id)
   order by a.occurred_at desc, a.id desc limit 1;
  if v_base_action is distinct from 'INSERT' or v_image is null then
    return null; -- no image to start from (the record predates the audit log, or was deleted)
  end if;
  select c.audit_id, c.occurred_at, c.row_image into v_check_id, v_check_at, v_check_image
    from private.audit_checkpoints c
   where c.table_name = new.table_name and c.row_id = new.row_id and (c.occurred_at, c.audit_id) > (v_base_at, v_base_id)
   order by c.occurred_at desc, c.audit_id desc limit 1;
  if v_check_id is not null then
    v_base_id := v_check_id;
    v_base_at := v_check_at;
    v_image := v_check_image;
  end if;
  select count(*), private.jsonb_merge_agg(a.changed_fields order by a.occurred_at, a.id) into v_updates, v_fields
    from public.audit_log a
   where a.table_name = new.table_name and a.row_id = new.row_id and a.action = 'UPDATE'
     and (a.occurred_at, a.id) > (v_base_at, v_base_id);
  if v_updates > v_every then
    perform private.rebuild_audit_checkpoints(new.table_name, array[new.row_id]); -- not as the replay says: redo
  elsif v_updates = v_every then
    insert into private.audit_checkpoints (table_name, row_id, occurred_at, audit_id, row_image)
    values (new.table_name, new.row_id, new.occurred_at, new.id,
            v_image || coalesce((select pg_catalog.jsonb_object_agg(f.key, f.value -> 'new')
                                   from pg_catalog.jsonb_each(v_fields) f), '{}'::jsonb));
  end if;
  return null;
end $$;

-- After a statement deleted or rewrote audit rows: their records' checkpoints rebuilt from what is left.
create or replace function private.audit_checkpoints_after_rewrite() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  r record;
begin
  for r in
    select o.table_name, pg_catalog.array_agg(distinct o.row_id) as row_ids from old_rows o
     where o.table_name in (select s.table_name from private.audit_checkpoint_tables s)
     group by o.table_name
  loop
    perform private.rebuild_audit_checkpoints(r.table_name, r.row_ids);
  end loop;
  return null;
end $$;

-- After K changed or a table was added or removed: that table's checkpoints rebuilt.
create or replace function private.audit_checkpoint_tables_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.rebuild_audit_checkpoints(old.table_name);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.table_name <> old.table_name) then
    perform private.rebuild_audit_checkpoints(new.table_name);
  end if;
  return null;
end $$;

revoke all on function private.audit_checkpoint_images(text, text, integer),
  private.rebuild_audit_checkpoints(text, text[]), private.audit_checkpoint_after_insert(),
  private.audit_checkpoints_after_rewrite(), private.audit_checkpoint_tables_changed()
  from public, anon, authenticated, service_role;

create trigger audit_log_checkpoint after insert on public.audit_log
  for each row execute function private.audit_checkpoint_after_insert();
create trigger audit_log_checkpoints_after_update after update on public.audit_log
  referencing old table as old_rows for each statement execute function private.audit_checkpoints_after_rewrite();
create trigger audit_log_checkpoints_after_delete after delete on public.audit_log
  referencing old table as old_rows for each statement execute function private.audit_checkpoints_after_rewrite();
create trigger audit_checkpoint_tables_changed after insert or update or delete on private.audit_checkpoint_tables
  for each row execute function private.audit_checkpoint_tables_changed();

-- The history already written (a hosted project's audit log).
select private.rebuild_audit_checkpoints();

-- K - 1: the most UPDATEs of a row after its latest checkpoint or INSERT (null: no checkpoints, no limit). Definer: the
-- settings table is the owner's; K is no secret.
create or replace function private.audit_fold_limit(p_table text) returns integer
language sql stable security definer set search_path = '' as $$
  select s.every_updates - 1 from private.audit_checkpoint_tables s where s.table_name = p_table
$$;
revoke all on function private.audit_fold_limit(text) from public, anon;
grant execute on function private.audit_fold_limit(text) to authenticated, service_role;

-- As 20261129004000, from the latest checkpoint at or before p_at (or the INSERT where none is later): at most K - 1
-- UPDATEs folded per row, read as the row's last K - 1 UPDATEs at or before p_at (a backward index range with a
-- limit) and kept where after the checkpoint. Not a range from the checkpoint up: under audit_log's RLS (an admin's
-- call) a bound taken from another table's row is no index condition (the planner keeps join clauses behind the
-- policy's), and the range then scanned every UPDATE of the row up to p_at (53,499 buffers for 1,000 rows in the
-- bench instead of ~3,000).
create or replace function private.audit_rows_at(p_table text, p_at timestamptz)
returns table (row_id text, born_at timestamptz, changed_at timestamptz, row_image jsonb)
language sql stable set search_path = '' as $$
  select b.row_id, b.occurred_at, coalesce(u.changed_at, c.occurred_at, b.occurred_at),
         coalesce(c.row_image, b.changed_fields)
           || coalesce((select pg_catalog.jsonb_object_agg(f.key, f.value -> 'new')
                          from pg_catalog.jsonb_each(u.fields) f), '{}'::jsonb)
    from (select distinct on (a.row_id) a.row_id, a.id, a.occurred_at, a.action, a.changed_fields
            from public.audit_log a
           where a.table_name = p_table and a.action in ('INSERT', 'DELETE') and a.occurred_at <= p_at
           order by a.row_id, a.occurred_at desc, a.id desc) b
    left join lateral (
      select k.occurred_at, k.audit_id, k.row_image from private.audit_checkpoints k
       where k.table_name = p_table and k.row_id = b.row_id and k.occurred_at <= p_at
         and (k.occurred_at, k.audit_id) > (b.occurred_at, b.id)
       order by k.occurred_at desc, k.audit_id desc limit 1) c on true
   cross join lateral (
     select private.jsonb_merge_agg(x.changed_fields order by x.occurred_at, x.id) as fields,
            max(x.occurred_at) as changed_at
       from (select a.id, a.occurred_at, a.changed_fields from public.audit_log a
              where a.table_name = p_table and a.row_id = b.row_id and a.action = 'UPDATE' and a.occurred_at <= p_at
              order by a.occurred_at desc, a.id desc
              limit (select private.audit_fold_limit(p_table))) x
      where (x.occurred_at, x.id) > (coalesce(c.occurred_at, b.occurred_at), coalesce(c.audit_id, b.id))) u
   where b.action = 'INSERT'
$$;
