-- pg_cron as a hosted project has it once the project enables it (Database → Extensions, or a migration's
-- `create extension pg_cron with schema pg_catalog`). Idempotent: also run on a database bootstrapped before this
-- file existed (backend.ts ensureLateBootstrap).
--
-- PostgreSQL with pg_cron in shared_preload_libraries (postgres-backend.ts): the real extension. A hosted project
-- lets the non-superuser postgres create it through supautils, which then runs Supabase's after-create script;
-- plain PostgreSQL has no supautils, so the stand-in creates it here, as supabase_admin, with the same grants:
--   supabase/postgres ansible/files/postgresql_extension_custom_scripts/pg_cron/after-create.sql @69d4ec38.
-- Anywhere else (PGlite cannot load pg_cron): a stand-in for pg_cron's SQL interface, the tables and functions
-- of citusdata/pg_cron's pg_cron--1.0.sql … pg_cron--1.5--1.6.sql (job, job_run_details, schedule, unschedule),
-- whose jobs the stack's scheduler runs (supabase/local/cron.ts).
do $bootstrap$
begin
  if to_regnamespace('cron') is not null then
    return;
  end if;
  if current_setting('shared_preload_libraries', true) ~ '(^|[ ,])pg_cron($|[ ,])' then
    create extension pg_cron with schema pg_catalog;
  else
    create schema cron;
    create sequence cron.jobid_seq;
    create sequence cron.runid_seq;
    create table cron.job (
      jobid bigint primary key default pg_catalog.nextval('cron.jobid_seq'),
      schedule text not null,
      command text not null,
      nodename text not null default 'localhost',
      nodeport int not null default coalesce(pg_catalog.inet_server_port(), 5432),
      database text not null default pg_catalog.current_database(),
      username text not null default current_user,
      active boolean not null default true,
      jobname text,
      constraint jobname_username_uniq unique (jobname, username)
    );
    alter sequence cron.jobid_seq owned by cron.job.jobid;
    create table cron.job_run_details (
      jobid bigint,
      runid bigint primary key default pg_catalog.nextval('cron.runid_seq'),
      job_pid integer,
      database text,
      username text,
      command text,
      status text,
      return_message text,
      start_time timestamptz,
      end_time timestamptz
    );
    alter sequence cron.runid_seq owned by cron.job_run_details.runid;
    grant select on cron.job to public;
    grant select, delete on cron.job_run_details to public;
    alter table cron.job enable row level security;
    alter table cron.job_run_details enable row level security;
    create policy cron_job_policy on cron.job using (username operator(pg_catalog.=) current_user);
    create policy cron_job_run_details_policy on cron.job_run_details
      using (username operator(pg_catalog.=) current_user);

    -- pg_cron's C functions write cron.job as the extension and record the caller (current_user) as the job's
    -- user. Here the public functions run as the caller and hand its current_user to a security definer gate,
    -- which refuses a caller that names a role its session (or SET ROLE) may not act as. (A job scheduled from
    -- inside another role's security definer function is therefore refused, where pg_cron would accept it.)
    -- The caller's identity outside any security definer function: SET ROLE's role, else the session's user.
    create function cron._check_caller(p_caller text) returns void language plpgsql as $$
    declare
      v_outer text := coalesce(nullif(pg_catalog.current_setting('role'), 'none'), session_user);
    begin
      if not pg_catalog.pg_has_role(v_outer, p_caller, 'MEMBER') then
        raise exception 'permission denied to act as %', p_caller using errcode = '42501';
      end if;
    end;
    $$;
    create function cron._schedule(p_caller text, job_name text, schedule text, command text)
    returns bigint language plpgsql security definer set search_path = pg_catalog as $$
    declare
      v_jobid bigint;
    begin
      perform cron._check_caller(p_caller);
      perform cron._check_schedule(schedule);
      if job_name is not null then
        update cron.job j set schedule = _schedule.schedule, command = _schedule.command, active = true
        where j.jobname = job_name and j.username = p_caller
        returning j.jobid into v_jobid;
        if found then
          return v_jobid;
        end if;
      end if;
      insert into cron.job (schedule, command, username, jobname)
      values (_schedule.schedule, _schedule.command, p_caller, job_name)
      returning jobid into v_jobid;
      return v_jobid;
    end;
    $$;
    create function cron._check_schedule(schedule text) returns void language plpgsql as $$
    begin
      if schedule !~* '^\s*([1-5]?[0-9]\s+seconds?|@(yearly|annually|monthly|weekly|daily|hourly|reboot)|(\S+\s+){4}\S+)\s*$'
      then
        raise exception 'invalid schedule: %', schedule using errcode = '22023';
      end if;
    end;
    $$;
    create function cron._unschedule(p_caller text, p_jobid bigint, p_jobname text)
    returns boolean language plpgsql security definer set search_path = pg_catalog as $$
    declare
      v_owner text;
    begin
      perform cron._check_caller(p_caller);
      select username into v_owner from cron.job
      where (p_jobid is not null and jobid = p_jobid) or (p_jobname is not null and jobname = p_jobname and username = p_caller);
      if not found then
        raise exception 'could not find valid entry for job ''%''', coalesce(p_jobid::text, p_jobname);
      end if;
      if v_owner <> p_caller and not (select rolsuper from pg_roles where rolname = p_caller) then
        raise exception 'could not find valid entry for job ''%''', coalesce(p_jobid::text, p_jobname);
      end if;
      delete from cron.job
      where (p_jobid is not null and jobid = p_jobid) or (p_jobname is not null and jobname = p_jobname and username = p_caller);
      return true;
    end;
    $$;

    create function cron.schedule(schedule text, command text) returns bigint
    language sql strict as $$ select cron._schedule(current_user, null, schedule, command) $$;
    create function cron.schedule(job_name text, schedule text, command text) returns bigint
    language sql strict as $$ select cron._schedule(current_user, job_name, schedule, command) $$;
    create function cron.unschedule(job_id bigint) returns boolean
    language sql strict as $$ select cron._unschedule(current_user, job_id, null) $$;
    create function cron.unschedule(job_name text) returns boolean
    language sql strict as $$ select cron._unschedule(current_user, null, job_name) $$;
  end if;

  grant usage on schema cron to postgres with grant option;
  grant all on all functions in schema cron to postgres with grant option;
  alter default privileges for user supabase_admin in schema cron grant all on sequences to postgres with grant option;
  alter default privileges for user supabase_admin in schema cron grant all on tables to postgres with grant option;
  alter default privileges for user supabase_admin in schema cron grant all on functions to postgres with grant option;
  grant all privileges on all tables in schema cron to postgres with grant option;
  revoke all on table cron.job from postgres;
  grant select on table cron.job to postgres with grant option;
end
$bootstrap$;
