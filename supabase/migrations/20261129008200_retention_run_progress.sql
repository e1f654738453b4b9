-- Issue 32: the daily job's record stays true when the job is stopped half-way (a statement cancel, a dropped
-- connection, a restarted server). 20261128004100's run_retention_job committed each batch but wrote a rule's run
-- record only after the rule's last batch, so a job stopped mid-rule left rows removed with no record of them.
-- Now a rule's record is written before its first batch and brought up to date in each batch's own transaction:
-- whatever the job leaves, the record counts exactly the batches that committed, and `completed` says whether the
-- rule ran to its end. The next run finishes the rest (every batch is one transaction: all of it or nothing).
alter table public.retention_runs add column completed boolean not null default true;
comment on column public.retention_runs.completed is
  'false while the rule runs, and for ever if the job was stopped before the rule''s last batch';

create or replace procedure private.run_retention_job(p_now timestamptz default null, p_batch integer default 5000)
language plpgsql as $$
declare
  v_keys text[];
  v_key text;
  v_keep integer;
  v_now timestamptz := coalesce(p_now, now());
  v_started timestamptz;
  v_rows bigint;
  v_run bigint;
begin
  select pg_catalog.array_agg(key order by id) into v_keys from public.retention_rules where enabled;
  commit;
  foreach v_key in array coalesce(v_keys, '{}') loop
    select keep_days into v_keep from public.retention_rules where key = v_key;
    v_started := pg_catalog.clock_timestamp();
    insert into public.retention_runs (started_at, rule_key, dry_run, rows_affected, batches, duration_ms, as_of,
                                       triggered_by, completed)
    values (v_started, v_key, false, 0, 0, 0, v_now, 'cron', false)
    returning id into v_run;
    commit;
    loop
      v_rows := private.retention_batch(v_key, private.retention_cutoff(v_keep, v_now), p_batch, false);
      update public.retention_runs
         set rows_affected = rows_affected + v_rows, batches = batches + 1,
             duration_ms = (extract(epoch from pg_catalog.clock_timestamp() - v_started) * 1000)::integer,
             completed = v_rows < p_batch
       where id = v_run;
      commit;
      exit when v_rows < p_batch;
    end loop;
  end loop;
end $$;
revoke all on procedure private.run_retention_job(timestamptz, integer) from public, anon, authenticated, service_role;
