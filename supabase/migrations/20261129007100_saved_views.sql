-- Shared views (issue 35): a list's filters saved under a name in the database, private to their owner or shared
-- with the team. Each list's "Sparade vyer" menu shows the caller's own views and the shared ones of that list.
-- Policies: the owner reads, changes and deletes their own; every staff member (admin or editor) reads the shared
-- ones; writes need the aal of every write (admin_write_allowed / staff_write_allowed: aal2 with a verified factor).
-- A view is staff's business, so the policies name both helpers; private.managed_table_problems looks for the
-- admin ones.
create table public.saved_views (
  id bigint generated always as identity primary key,
  -- The react-admin resource (the route) whose list the view filters.
  resource text not null constraint saved_views_resource_format check (resource ~ '^[a-z_]+$'),
  name text not null constraint saved_views_name_not_blank check (pg_catalog.btrim(name) <> ''),
  -- react-admin's filter values, as the list's URL holds them.
  filter jsonb not null default '{}' constraint saved_views_filter_object check (pg_catalog.jsonb_typeof(filter) = 'object')
    constraint saved_views_filter_size check (pg_catalog.octet_length(filter::text) <= 4000),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  shared boolean not null default false,
  created_at timestamptz not null default now(),
  constraint saved_views_owner_name_key unique (owner_id, resource, name)
);
create index saved_views_resource_idx on public.saved_views (resource, shared);

create policy "staff read own and shared views" on public.saved_views for select to authenticated
  using (((select private.is_admin()) or (select private.is_staff()))
         and (owner_id = (select auth.uid()) or shared));
create policy "staff save own views" on public.saved_views for insert to authenticated
  with check (((select private.admin_write_allowed()) or (select private.staff_write_allowed()))
              and owner_id = (select auth.uid()));
create policy "owners change own views" on public.saved_views for update to authenticated
  using (((select private.admin_write_allowed()) or (select private.staff_write_allowed()))
         and owner_id = (select auth.uid()))
  with check (((select private.admin_write_allowed()) or (select private.staff_write_allowed()))
              and owner_id = (select auth.uid()));
create policy "owners delete own views" on public.saved_views for delete to authenticated
  using (((select private.admin_write_allowed()) or (select private.staff_write_allowed()))
         and owner_id = (select auth.uid()));

select private.manage_table('public.saved_views', '{"resource": 60, "name": 80}');
