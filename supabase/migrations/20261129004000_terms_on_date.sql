-- Issue 34, "Villkor per datum": what the public could see of each card at a moment, rebuilt from the audit log (no
-- second copy that could drift from it).
--
-- How a card's row at a moment T is rebuilt. private.audit_row_change() (20261126120000_card_change_sets.sql) writes,
-- per credit_cards row and statement, one audit_log row stamped with occurred_at = now() (the writing transaction's
-- start):
--   INSERT  changed_fields = the whole new row (to_jsonb(new))
--   UPDATE  changed_fields = {column: {"old": …, "new": …}} for the columns that changed (updated_at and version left
--           out); an update that changes nothing else writes no row
--   DELETE  changed_fields = the whole old row
-- So the row at T is the image of its last INSERT at or before T (none, or a DELETE after it: the card did not
-- exist), with each column replaced by the "new" value of the last UPDATE at or before T that changed it (order
-- occurred_at, then the audit row's id). Columns added to the table after an image was written are absent from it
-- and read as null. Whether the public saw it is the rule of private.card_is_public (20261128006000) at T instead of
-- now(): is_published, and publish_from ≤ T < publish_until where set — a window that opens or closes between two
-- audit rows changes what was public without a row of its own, so the timeline splits its segments there.
-- The rules are judged by private.card_rule_problems (20261129003000), the rule set and reference rate valid at T.

-- How fast. A moment's rows cost one index probe per row for its birth (the last INSERT/DELETE at or before T, the
-- partial index below) and one ordered index range per row over its UPDATEs up to T, folded by jsonb || in time
-- order (private.jsonb_merge_agg: a later change of a column replaces an earlier one) and mapped to the "new" values
-- once per row: no per-column expansion of every audit row and no sort of them (the first version expanded and
-- sorted every changed column of every UPDATE before T: 4.2 s p95 over 101,042 card audit rows). Its cost still
-- grew with the UPDATEs before T (bench: npm run bench:terms, p95 2,549 ms on PostgreSQL 15): 20261201002000 bounds
-- it with checkpoints derived from the audit log (a row's image after every K-th UPDATE) and replaces this
-- function's body to start from the latest one.
create index audit_log_lifecycle_idx on public.audit_log (table_name, row_id, occurred_at desc, id desc)
  where action in ('INSERT', 'DELETE');
create index audit_log_updates_idx on public.audit_log (table_name, row_id, occurred_at, id)
  where action = 'UPDATE';

-- jsonb objects merged in the aggregate's order, a later key replacing an earlier one (jsonb || jsonb).
create aggregate private.jsonb_merge_agg(jsonb) (sfunc = pg_catalog.jsonb_concat, stype = jsonb, initcond = '{}');

-- Every row of an audited table (private.audit_row_change) as it was at p_at (existing rows only), as jsonb.
-- Superseded: 20261201002000_audit_checkpoints.sql replaced the body (the same rows, folded from the latest
-- checkpoint). On a fresh deploy nothing calls this version before it is replaced, so only its signature and grants
-- remain here (see git history).
create or replace function private.audit_rows_at(p_table text, p_at timestamptz)
returns table (row_id text, born_at timestamptz, changed_at timestamptz, row_image jsonb)
language plpgsql stable set search_path = '' as $$
begin raise exception 'Ersatt av 20261201002000_audit_checkpoints.sql' using errcode = '0A000'; end $$;

-- Every card's row as it was at p_at (existing cards only), as jsonb.
create or replace function private.card_rows_at(p_at timestamptz)
returns table (card_id bigint, born_at timestamptz, changed_at timestamptz, card jsonb)
language sql stable set search_path = '' as $$
  select r.row_id::bigint, r.born_at, r.changed_at, r.row_image from private.audit_rows_at('credit_cards', p_at) r
$$;

-- What the public site shows of a card row: everything but the bookkeeping columns.
create or replace function private.card_public_terms(p_card jsonb) returns jsonb
language sql immutable set search_path = '' as $$
  select p_card - array['version', 'created_at', 'updated_at']
$$;

-- The representative example of a card row.
create or replace function private.card_example_terms(p_card jsonb) returns jsonb
language sql immutable set search_path = '' as $$
  select jsonb_build_object(
    'credit_amount', p_card -> 'example_credit_amount', 'term_months', p_card -> 'example_term_months',
    'nominal_rate', p_card -> 'nominal_rate_min', 'effective_rate', p_card -> 'effective_rate',
    'total_payable', p_card -> 'example_total_payable', 'monthly_payment', p_card -> 'example_monthly_payment',
    'updated_on', p_card -> 'example_updated_on')
$$;

-- private.card_is_public's rule on a rebuilt row at a moment.
create or replace function private.card_row_public_at(p_card jsonb, p_at timestamptz) returns boolean
language sql immutable set search_path = '' as $$
  select coalesce((p_card ->> 'is_published')::boolean, false)
     and (p_card ->> 'publish_from' is null or (p_card ->> 'publish_from')::timestamptz <= p_at)
     and (p_card ->> 'publish_until' is null or (p_card ->> 'publish_until')::timestamptz > p_at)
$$;

-- The rules a rebuilt row breaks at a moment, as a JSON array of {code, message, field} ([] when none).
create or replace function private.card_row_problems(p_card jsonb, p_at timestamptz) returns jsonb
language sql stable set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object('code', p.code, 'message', p.message, 'field', p.field)), '[]'::jsonb)
    from private.card_rule_problems(jsonb_populate_record(null::public.credit_cards, p_card), p_at) p
$$;

revoke all on function private.audit_rows_at(text, timestamptz), private.card_rows_at(timestamptz),
  private.card_public_terms(jsonb),
  private.card_example_terms(jsonb), private.card_row_public_at(jsonb, timestamptz),
  private.card_row_problems(jsonb, timestamptz) from public, anon;
grant execute on function private.audit_rows_at(text, timestamptz), private.card_rows_at(timestamptz),
  private.card_public_terms(jsonb),
  private.card_example_terms(jsonb), private.card_row_public_at(jsonb, timestamptz),
  private.card_row_problems(jsonb, timestamptz) to authenticated, service_role;

-- Every card the public could see at p_at with its terms, example, sponsored flag and rank as they were, and the
-- rules valid at p_at it broke. Security invoker: audit_log's RLS lets only admins read it, so anyone else gets no
-- rows. bank_name is the bank's name at p_at, rebuilt from the banks' audit rows the same way (today's name where
-- the audit log does not reach back to the bank's creation).
create or replace function public.terms_on_date(p_at timestamptz)
returns table (
  card_id bigint, name text, slug text, bank_id bigint, bank_name text, is_sponsored boolean, sort_rank integer,
  changed_at timestamptz, terms jsonb, example jsonb, problems jsonb, meets_rules boolean
)
language sql stable security invoker set search_path = '' as $$
  select r.card_id, r.card ->> 'name', r.card ->> 'slug', (r.card ->> 'bank_id')::bigint, coalesce(bt.name, b.name),
         coalesce((r.card ->> 'is_sponsored')::boolean, false), (r.card ->> 'sort_rank')::integer, r.changed_at,
         private.card_public_terms(r.card), private.card_example_terms(r.card), p.problems,
         p.problems = '[]'::jsonb
    from (select * from private.card_rows_at(p_at) a where private.card_row_public_at(a.card, p_at) offset 0) r
    left join (select x.row_id::bigint as id, x.row_image ->> 'name' as name
                 from private.audit_rows_at('banks', p_at) x) bt on bt.id = (r.card ->> 'bank_id')::bigint
    left join public.banks b on b.id = (r.card ->> 'bank_id')::bigint
   -- judged only for the public rows (offset 0 keeps the filter below the rules' check)
   cross join lateral (select private.card_row_problems(r.card, p_at) as problems offset 0) p
   order by (r.card ->> 'sort_rank')::integer, r.card_id
$$;

-- A card's history as segments [valid_from, valid_until) of one public state each: a new segment at every audit row
-- and where the publishing window opens or closes between two. Problems are judged at each segment's start.
create or replace function public.card_terms_timeline(p_card_id bigint)
returns table (
  valid_from timestamptz, valid_until timestamptz, event text, changed text[], is_public boolean,
  is_sponsored boolean, sort_rank integer, terms jsonb, example jsonb, problems jsonb
)
language plpgsql stable security invoker set search_path = '' as $$
declare
  r record;
  v_state jsonb;
  v_from timestamptz;
  v_event text;
  v_changed text[];
  v_bounds timestamptz[];
  i integer;
begin
  -- the card's audit rows in order, then an end mark that closes the last state's segment at infinity
  for r in
    select * from (
      select a.occurred_at, a.id, a.action, a.changed_fields from public.audit_log a
       where a.table_name = 'credit_cards' and a.row_id = p_card_id::text
      union all
      select 'infinity'::timestamptz, null, 'END', null) rows
     order by rows.occurred_at, rows.id
  loop
    if v_from is not null and r.occurred_at > v_from then
      -- the segments of the state so far: [v_from, this row), split where its window opens or closes
      select array_agg(t order by t) into v_bounds from (
        select distinct t from unnest(array[v_from, r.occurred_at, (v_state ->> 'publish_from')::timestamptz,
                                            (v_state ->> 'publish_until')::timestamptz]) t
         where t is not null and t >= v_from and t <= r.occurred_at) s;
      for i in 1 .. array_length(v_bounds, 1) - 1 loop
        valid_from := v_bounds[i];
        valid_until := nullif(v_bounds[i + 1], 'infinity'::timestamptz);
        event := case when i = 1 then v_event else 'window' end;
        changed := case when i = 1 then v_changed else '{}' end;
        is_public := v_state is not null and private.card_row_public_at(v_state, v_bounds[i]);
        is_sponsored := (v_state ->> 'is_sponsored')::boolean;
        sort_rank := (v_state ->> 'sort_rank')::integer;
        terms := private.card_public_terms(v_state);
        example := case when v_state is not null then private.card_example_terms(v_state) end;
        problems := case when v_state is not null then private.card_row_problems(v_state, v_bounds[i]) end;
        return next;
      end loop;
    end if;
    if r.action = 'INSERT' then
      v_state := r.changed_fields;
      v_changed := '{}';
    elsif r.action = 'UPDATE' then
      select coalesce(v_state, '{}'::jsonb) || coalesce(jsonb_object_agg(f.key, f.value -> 'new'), '{}'::jsonb),
             coalesce(array_agg(f.key order by f.key), '{}')
        into v_state, v_changed
        from jsonb_each(r.changed_fields) f;
    elsif r.action = 'DELETE' then
      v_state := null;
      v_changed := '{}';
    end if;
    v_from := r.occurred_at;
    v_event := lower(r.action);
  end loop;
end $$;

revoke all on function public.terms_on_date(timestamptz), public.card_terms_timeline(bigint) from public, anon;
grant execute on function public.terms_on_date(timestamptz), public.card_terms_timeline(bigint)
  to authenticated, service_role;
