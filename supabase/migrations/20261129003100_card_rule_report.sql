-- Issue 34, the pre-flight report: which published cards fail the rules valid on a day, and why. Answered by
-- private.card_rule_problems (20261129003000_card_rule_problems.sql), the only copy of the rules.

-- The cards the public sees at a moment (the rule of private.card_is_public, at any moment rather than now()).
create or replace function private.card_public_at(p_card public.credit_cards, p_at timestamptz) returns boolean
language sql stable set search_path = '' as $$
  select p_card.is_published and (p_card.publish_from is null or p_card.publish_from <= p_at)
     and (p_card.publish_until is null or p_card.publish_until > p_at)
$$;
revoke all on function private.card_public_at(public.credit_cards, timestamptz) from public, anon;
grant execute on function private.card_public_at(public.credit_cards, timestamptz) to authenticated, service_role;

-- A computed column for the lists and Att göra (PostgREST: ?select=*,breaks_rules, ?breaks_rules=is.true): does
-- the card fail the rules valid now, were it published?
create or replace function public.breaks_rules(p_row public.credit_cards) returns boolean
language sql stable set search_path = '' as $$
  select exists (select 1 from private.card_rule_problems(p_row, now()))
$$;
revoke all on function public.breaks_rules(public.credit_cards) from public, anon;
grant execute on function public.breaks_rules(public.credit_cards) to authenticated, service_role;

-- The report: one row per problem of each card public at the moment judged, by card name. p_day: a day in Sweden
-- (null: today); today is judged now, another day at noon in Sweden (the rules and reference rates change by day).
create or replace function public.card_rule_report(p_day date default null)
returns table (card_id bigint, card_name text, card_slug text, judged_at timestamptz, rule_set text, code text,
               field text, message text)
language plpgsql stable security invoker set search_path = '' as $$
declare
  v_today date := (now() at time zone 'Europe/Stockholm')::date;
  v_at timestamptz := case when p_day is null or p_day = v_today then now()
                           else (p_day + time '12:00') at time zone 'Europe/Stockholm' end;
begin
  if not private.is_admin() then
    raise exception 'Endast administratörer får se regelkontrollen' using errcode = '42501';
  end if;
  return query
    select c.id, c.name, c.slug, v_at, (private.credit_rule_set_at(v_at)).name, p.code, p.field, p.message
      from public.credit_cards c
     cross join lateral private.card_rule_problems(c, v_at) with ordinality p (code, message, field, k)
     where private.card_public_at(c, v_at)
     order by c.name, c.id, p.k;
end $$;
revoke all on function public.card_rule_report(date) from public, anon;
grant execute on function public.card_rule_report(date) to authenticated, service_role;

-- Att göra's line 'card-rules' (the cards the public sees now that fail today's rules) is
-- private.todo_card_rules in the dashboard's registry of lines (20261129005100_editor_rls.sql).
