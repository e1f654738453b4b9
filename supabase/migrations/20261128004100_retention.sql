-- Retention (issue 32, GDPR art. 5(1)(e)): how long each kind of personal data is kept, as data the admins edit on
-- the page Gallring, and the clean-up that applies every rule, in batches, recording each run. Scheduled daily
-- with pg_cron (20261128004000_pg_cron.sql). The audit rows of the records go with them
-- (private.redact_audit_rows, 20261128005000_personal_data.sql).

create table public.retention_rules (
  id bigint generated always as identity primary key,
  key text not null constraint retention_rules_key_unique unique
    constraint retention_rules_key_valid check (key in ('chat_sessions', 'inquiries_closed', 'inquiries_spam',
      'reviews_rejected', 'reviews_spam', 'review_email', 'cookie_consents', 'editing_sessions', 'job_runs')),
  name text not null,
  description text not null,
  action text not null constraint retention_rules_action_valid check (action in ('delete', 'pseudonymise')),
  keep_days integer not null,
  min_days integer not null,
  max_days integer not null,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  constraint retention_rules_keep_days_bounds check (keep_days between min_days and max_days),
  constraint retention_rules_bounds_valid check (min_days >= 0 and min_days <= max_days)
);

insert into public.retention_rules (key, name, description, action, keep_days, min_days, max_days) values
  ('chat_sessions', 'Chattar', 'Chattsessioner och deras meddelanden, räknat från det senaste meddelandet.',
   'delete', 180, 30, 730),
  ('inquiries_closed', 'Avslutade expertfrågor', 'Expertfrågor med status Avslutad, räknat från avslutet.',
   'delete', 365, 30, 1095),
  ('inquiries_spam', 'Expertfrågor markerade som skräp', 'Räknat från när frågan senast ändrades.',
   'delete', 30, 1, 365),
  ('reviews_rejected', 'Avvisade recensioner', 'Räknat från modereringen.', 'delete', 90, 7, 365),
  ('reviews_spam', 'Recensioner markerade som skräp', 'Räknat från modereringen.', 'delete', 30, 1, 365),
  ('review_email', 'E-post i godkända recensioner',
   'Recensionen ligger kvar; skribentens e-postadress tas bort, räknat från modereringen.',
   'pseudonymise', 30, 0, 365),
  ('cookie_consents', 'Samtycken till kakor',
   'Sparas som bevis tills samtycket gått ut och därefter så här länge; sedan raderas det.', 'delete', 365, 0, 1825),
  ('editing_sessions', 'Redigeringssessioner', 'Vem som hade en post öppen, räknat från att närvaron gick ut.',
   'delete', 1, 1, 30),
  ('job_runs', 'Körningar av schemalagda jobb', 'Tekniska rader: historiken över gallringens och andra jobbs körningar.',
   'delete', 90, 7, 730);

select private.manage_table('public.retention_rules', '{"name": 100, "description": 500}');

-- Admins change how long, and whether a rule is on; what a rule is, and which rules there are, stay as the
-- migrations made them (the grants stay as manage_table gives them; this trigger refuses the rest).
create or replace function private.retention_rule_fixed() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('postgres', 'supabase_admin') then
    return coalesce(new, old);
  end if;
  if tg_op <> 'UPDATE'
     or (new.key, new.name, new.description, new.action, new.min_days, new.max_days)
        is distinct from (old.key, old.name, old.description, old.action, old.min_days, old.max_days) then
    raise exception 'Endast lagringstiden och om regeln är på kan ändras' using errcode = '42501';
  end if;
  return new;
end $$;
revoke all on function private.retention_rule_fixed() from public, anon, authenticated;
create trigger retention_rules_fixed before insert or update or delete on public.retention_rules
  for each row execute function private.retention_rule_fixed();

-- Each run of each rule: how many rows it removed (or would, on a dry run) and how long it took.
create table public.retention_runs (
  id bigint generated always as identity primary key,
  started_at timestamptz not null default now(),
  rule_key text not null,
  dry_run boolean not null,
  rows_affected bigint not null,
  batches integer not null,
  duration_ms integer not null,
  as_of timestamptz not null,
  triggered_by text not null constraint retention_runs_triggered_by_valid check (triggered_by in ('cron', 'admin'))
);
create index retention_runs_started_at_idx on public.retention_runs (started_at desc);
alter table public.retention_runs enable row level security;
revoke all on public.retention_runs from anon, authenticated;
grant select on public.retention_runs to authenticated;
grant all on public.retention_runs to service_role;
create policy "admin reads retention_runs" on public.retention_runs for select to authenticated
  using ((select private.is_admin()));

-- One batch of one rule: at most p_limit rows (all of them when counting), oldest first, skipping rows another
-- transaction holds (an admin saving, a visitor writing), so the clean-up never waits on them. Returns the rows.
create or replace function private.retention_batch(p_key text, p_cutoff timestamptz, p_limit integer,
                                                   p_dry_run boolean)
returns bigint
language plpgsql set search_path = '' as $$
declare
  v_ids bigint[];
  v_messages text[];
  v_count bigint;
begin
  if p_key = 'chat_sessions' then
    select array(select s.id from public.chat_sessions s
                  where coalesce(s.last_message_at, s.started_at) < p_cutoff
                  order by s.id limit p_limit for update skip locked) into v_ids;
    if not p_dry_run and cardinality(v_ids) > 0 then
      select array(select m.id::text from public.chat_messages m where m.session_id = any (v_ids)) into v_messages;
      delete from public.chat_sessions s where s.id = any (v_ids);
      perform private.redact_audit_rows('chat_messages', v_messages, true);
      perform private.redact_audit_rows('chat_sessions', v_ids::text[], true);
    end if;
  elsif p_key in ('inquiries_closed', 'inquiries_spam') then
    select array(select i.id from public.expert_inquiries i
                  where case p_key when 'inquiries_closed' then i.status = 'closed'
                                   and coalesce(i.closed_at, i.updated_at) < p_cutoff
                        else i.status = 'spam' and i.updated_at < p_cutoff end
                  order by i.id limit p_limit for update skip locked) into v_ids;
    if not p_dry_run and cardinality(v_ids) > 0 then
      delete from public.expert_inquiries i where i.id = any (v_ids);
      perform private.redact_audit_rows('expert_inquiries', v_ids::text[], true);
    end if;
  elsif p_key in ('reviews_rejected', 'reviews_spam') then
    select array(select r.id from public.reviews r
                  where r.status = case p_key when 'reviews_rejected' then 'rejected' else 'spam' end
                    and coalesce(r.moderated_at, r.updated_at) < p_cutoff
                  order by r.id limit p_limit for update skip locked) into v_ids;
    if not p_dry_run and cardinality(v_ids) > 0 then
      delete from public.reviews r where r.id = any (v_ids);
      perform private.redact_audit_rows('reviews', v_ids::text[], true);
    end if;
  elsif p_key = 'review_email' then
    select array(select r.id from public.reviews r
                  where r.status = 'approved' and r.author_email is not null
                    and coalesce(r.moderated_at, r.published_at, r.updated_at) < p_cutoff
                  order by r.id limit p_limit for update skip locked) into v_ids;
    if not p_dry_run and cardinality(v_ids) > 0 then
      -- Not a new version for the editors: the review itself is unchanged (private.bump_version skips nothing
      -- here, so the next save of an open form gets the ordinary 409 and reloads).
      update public.reviews r set author_email = null where r.id = any (v_ids);
      perform private.redact_audit_rows('reviews', v_ids::text[], false, array['author_email']);
    end if;
  elsif p_key = 'cookie_consents' then
    -- Without an expiry a consent counts as given for 13 months (the longest a consent cookie may live).
    select array(select c.id from public.cookie_consents c
                  where coalesce(c.expires_at, c.created_at + interval '13 months') < p_cutoff
                  order by c.id limit p_limit for update skip locked) into v_ids;
    if not p_dry_run and cardinality(v_ids) > 0 then
      perform private.grant_log_changes('public.cookie_consents'::regclass, 'cookie_consents', array['*']);
      delete from public.cookie_consents c where c.id = any (v_ids);
      perform private.end_log_changes('public.cookie_consents'::regclass, 'cookie_consents');
      perform private.redact_audit_rows('cookie_consents', v_ids::text[], true);
    end if;
  elsif p_key = 'editing_sessions' then
    with doomed as (
      select e.ctid from public.editing_sessions e where e.expires_at < p_cutoff
       limit p_limit for update skip locked
    ), gone as (
      delete from public.editing_sessions e using doomed d where e.ctid = d.ctid and not p_dry_run returning 1
    )
    select case when p_dry_run then (select count(*) from doomed) else (select count(*) from gone) end
      into v_count;
    return v_count;
  elsif p_key = 'job_runs' then
    with doomed as (
      select r.id from public.retention_runs r where r.started_at < p_cutoff and r.as_of < p_cutoff
       order by r.id limit p_limit
    ), gone as (
      delete from public.retention_runs r using doomed d where r.id = d.id and not p_dry_run returning 1
    )
    select case when p_dry_run then (select count(*) from doomed) else (select count(*) from gone) end
      into v_count;
    if not p_dry_run and to_regclass('cron.job_run_details') is not null then
      execute 'delete from cron.job_run_details where end_time < $1' using p_cutoff;
    end if;
    return v_count;
  else
    raise exception 'Okänd gallringsregel: %', p_key;
  end if;
  return cardinality(v_ids);
end $$;
revoke all on function private.retention_batch(text, timestamptz, integer, boolean)
  from public, anon, authenticated, service_role;

-- The day a rule's rows are older than, at p_now.
create or replace function private.retention_cutoff(p_keep_days integer, p_now timestamptz) returns timestamptz
language sql immutable set search_path = '' as $$
  select p_now - pg_catalog.make_interval(days => p_keep_days)
$$;
revoke all on function private.retention_cutoff(integer, timestamptz) from public, anon, authenticated;

-- Every enabled rule in one transaction (the admin's "Kör nu" and "Provkör", and the tests at simulated dates):
-- batch after batch until a rule has nothing left, each rule's run recorded. Idempotent: a second run finds
-- nothing. Returns [{key, rows, duration_ms}].
create or replace function private.apply_retention(p_dry_run boolean, p_now timestamptz default now(),
                                                   p_triggered_by text default 'admin', p_batch integer default 5000)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  r record;
  v_started timestamptz;
  v_rows bigint;
  v_total bigint;
  v_batches integer;
  v_result jsonb := '[]';
begin
  for r in select * from public.retention_rules where enabled order by id loop
    v_started := pg_catalog.clock_timestamp();
    v_total := 0;
    v_batches := 0;
    loop
      v_rows := private.retention_batch(r.key, private.retention_cutoff(r.keep_days, p_now),
                                        case when p_dry_run then null else p_batch end, p_dry_run);
      v_total := v_total + v_rows;
      v_batches := v_batches + 1;
      exit when p_dry_run or v_rows < p_batch;
    end loop;
    insert into public.retention_runs (started_at, rule_key, dry_run, rows_affected, batches, duration_ms, as_of,
                                       triggered_by)
    values (v_started, r.key, p_dry_run, v_total, v_batches,
            (extract(epoch from pg_catalog.clock_timestamp() - v_started) * 1000)::integer, p_now, p_triggered_by);
    v_result := v_result || pg_catalog.jsonb_build_object('key', r.key, 'rows', v_total, 'duration_ms',
      (extract(epoch from pg_catalog.clock_timestamp() - v_started) * 1000)::integer);
  end loop;
  return v_result;
end $$;
revoke all on function private.apply_retention(boolean, timestamptz, text, integer)
  from public, anon, authenticated, service_role;

-- The daily job: the same batches, each in a transaction of its own (a procedure commits between them), so the
-- million consents of the large seed never hold their locks for the whole run.
-- No `set search_path` on it: a procedure with a SET clause may not commit. Every name in it is qualified.
-- Superseded: 20261129008200_retention_run_progress.sql replaced the body (a rule's record written before its first
-- batch, brought up to date by each). On a fresh deploy nothing calls this version before it is replaced (the cron
-- job below only names it), so only its signature and grants remain here (see git history).
create or replace procedure private.run_retention_job(p_now timestamptz default null, p_batch integer default 5000)
language plpgsql as $$
begin raise exception 'Ersatt av 20261129008200_retention_run_progress.sql' using errcode = '0A000'; end $$;
revoke all on procedure private.run_retention_job(timestamptz, integer) from public, anon, authenticated, service_role;

-- "Provkör (räkna)" and "Kör nu" on the page Gallring: admins only (aal2 when they have MFA). The API's function
-- runs as the caller; the definer behind it, outside the exposed schema, checks the caller again.
create or replace function private.run_retention_as_admin(p_dry_run boolean) returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  if not private.admin_write_allowed() then
    raise exception 'Endast administratörer får köra gallringen' using errcode = '42501';
  end if;
  return private.apply_retention(p_dry_run, now(), 'admin');
end $$;
revoke all on function private.run_retention_as_admin(boolean) from public, anon, authenticated;
grant execute on function private.run_retention_as_admin(boolean) to authenticated;

create or replace function public.run_retention(p_dry_run boolean) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.run_retention_as_admin(p_dry_run)
$$;
revoke all on function public.run_retention(boolean) from public, anon, authenticated;
grant execute on function public.run_retention(boolean) to authenticated;

-- Daily at 03:15 UTC, as the migration's role (postgres).
select cron.schedule('gallring', '15 3 * * *', 'call private.run_retention_job()');
