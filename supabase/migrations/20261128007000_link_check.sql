-- Link check (issue 33): the Edge Function `link-check` (supabase/functions/link-check) checks every published
-- card's apply_url and every bank's website_url and keeps the latest answer of each link here; admins read it (Att
-- göra's "N länkar fungerar inte" / "N länkar leder till en annan webbplats", the list /link-checks, the status
-- beside the field in the card and bank forms).
--
-- Written only through public.link_check_begin / public.link_check_finish (security definer), which only the service
-- role may call: the function calls them for the schedule (20261128007100_link_check_schedule.sql) or for an admin
-- who may write (public.link_check_allowed(), asked with the admin's own token). A run is a row of
-- link_check_runs; at most one is unfinished at a time (a unique index), so a run started twice at once checks once.
-- A run left unfinished (the function died) stops blocking after 15 minutes.

create table public.link_check_runs (
  id bigint generated always as identity primary key,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  -- null: the service role (the schedule); otherwise the admin who started it.
  started_by uuid references auth.users (id) on delete set null,
  links integer,
  abandoned boolean not null default false
);
create unique index link_check_runs_one_running on public.link_check_runs ((true)) where finished_at is null;
create index link_check_runs_started_by_idx on public.link_check_runs (started_by);

create table public.link_checks (
  id bigint generated always as identity primary key,
  run_id bigint not null references public.link_check_runs (id) on delete cascade,
  card_id bigint references public.credit_cards (id) on delete cascade,
  bank_id bigint references public.banks (id) on delete cascade,
  url text not null constraint link_checks_url_length check (char_length(url) <= 2048),
  -- ok: answered 2xx on the same site; redirected: answered 2xx on another host; broken: 4xx/5xx, timeout, no answer.
  outcome text not null constraint link_checks_outcome_valid check (outcome in ('ok', 'redirected', 'broken')),
  status_code integer constraint link_checks_status_code_range check (status_code between 100 and 599),
  final_host text constraint link_checks_final_host_length check (char_length(final_host) <= 255),
  response_ms integer not null constraint link_checks_response_ms_range check (response_ms >= 0),
  error text constraint link_checks_error_valid check (error in ('timeout', 'unreachable', 'invalid_url')),
  checked_at timestamptz not null,
  constraint link_checks_one_target check (num_nonnulls(card_id, bank_id) = 1)
);
-- One answer per link (nulls are distinct); also the foreign keys' indexes.
create unique index link_checks_card_idx on public.link_checks (card_id);
create unique index link_checks_bank_idx on public.link_checks (bank_id);
create index link_checks_outcome_idx on public.link_checks (outcome);
create index link_checks_run_idx on public.link_checks (run_id);

alter table public.link_check_runs enable row level security;
alter table public.link_checks enable row level security;
create policy link_check_runs_admin_read on public.link_check_runs for select to authenticated
  using ((select private.is_admin()));
create policy link_checks_admin_read on public.link_checks for select to authenticated
  using ((select private.is_admin()));
revoke all on public.link_check_runs, public.link_checks from anon, authenticated;
grant select on public.link_check_runs, public.link_checks to authenticated;
grant all on public.link_check_runs, public.link_checks to service_role;

-- Only the service role runs the check (a second guard besides the grants).
create or replace function private.assert_may_run_link_check() returns void
language plpgsql stable set search_path = '' as $$
begin
  if coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Endast administratörer får starta länkkontrollen' using errcode = '42501';
  end if;
end
$$;
revoke all on function private.assert_may_run_link_check() from public, anon, authenticated;
grant execute on function private.assert_may_run_link_check() to authenticated, service_role;

-- May the caller start a run? Asked by the function with the caller's token (security invoker).
create or replace function public.link_check_allowed() returns boolean
language sql stable security invoker set search_path = '' as $$
  select coalesce((select auth.role()), '') = 'service_role' or private.admin_write_allowed()
$$;
revoke all on function public.link_check_allowed() from public, anon, authenticated;
grant execute on function public.link_check_allowed() to authenticated, service_role;

-- Starts a run (for p_started_by, null: the schedule): { run_id, links: [{ card_id, bank_id, url }] }, or
-- { running: <id of the run in progress> }.
create or replace function public.link_check_begin(p_started_by uuid default null) returns json
language plpgsql volatile security definer set search_path = '' as $$
declare
  run bigint;
begin
  perform private.assert_may_run_link_check();
  update public.link_check_runs set finished_at = now(), abandoned = true
   where finished_at is null and started_at < now() - interval '15 minutes';
  begin
    insert into public.link_check_runs (started_by) values (p_started_by) returning id into run;
  exception when unique_violation then
    return json_build_object('running', (select r.id from public.link_check_runs r where r.finished_at is null));
  end;
  return json_build_object(
    'run_id', run,
    'links', coalesce((
      select json_agg(json_build_object('card_id', l.card_id, 'bank_id', l.bank_id, 'url', l.url)
                      order by l.bank_id nulls first, l.card_id)
        from (
          select c.id as card_id, null::bigint as bank_id, c.apply_url as url
            from public.credit_cards c where c.is_published and c.apply_url is not null
          union all
          select null, b.id, b.website_url from public.banks b where b.website_url is not null
        ) l
    ), '[]'::json)
  );
end
$$;

-- Ends a run with its results ([{ card_id, bank_id, url, outcome, status_code, final_host, response_ms, error,
-- checked_at }]): they replace every earlier result, so the table holds the latest check of each link checked.
create or replace function public.link_check_finish(p_run_id bigint, p_results jsonb) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  saved integer;
begin
  perform private.assert_may_run_link_check();
  if not exists (select 1 from public.link_check_runs r where r.id = p_run_id and r.finished_at is null) then
    raise exception 'Länkkontrollen % pågår inte', p_run_id using errcode = 'P0002';
  end if;
  delete from public.link_checks where true;
  insert into public.link_checks (run_id, card_id, bank_id, url, outcome, status_code, final_host, response_ms,
                                  error, checked_at)
  select p_run_id, r.card_id, r.bank_id, r.url, r.outcome, r.status_code, r.final_host, r.response_ms, r.error,
         r.checked_at
    from jsonb_to_recordset(p_results) as r(card_id bigint, bank_id bigint, url text, outcome text,
                                            status_code integer, final_host text, response_ms integer,
                                            error text, checked_at timestamptz)
   -- A card or bank deleted during the run has nothing left to report on.
   where (r.card_id is null or exists (select 1 from public.credit_cards c where c.id = r.card_id))
     and (r.bank_id is null or exists (select 1 from public.banks b where b.id = r.bank_id));
  get diagnostics saved = row_count;
  update public.link_check_runs set finished_at = now(), links = saved where id = p_run_id;
  return saved;
end
$$;

revoke all on function public.link_check_begin(uuid), public.link_check_finish(bigint, jsonb)
  from public, anon, authenticated;
grant execute on function public.link_check_begin(uuid), public.link_check_finish(bigint, jsonb) to service_role;

-- Att göra gets the two link lines (src/dashboard/todoItems.ts 'links-broken', 'links-redirected'). Same
-- signature, return type, security and grants as 20261126151000_dashboard_summary_todo_only.sql.
-- The function is 20261129005100_editor_rls.sql's (create or replace; these lines are its
-- private.todo_links_broken and private.todo_links_redirected); on a fresh deploy nothing calls it in between, so
-- this version's body is left to git history.
