-- Length limits for names, titles and free texts (issue 13). The admin forms check the same limits before sending
-- (src/lib/lengthLimits.ts); these constraints keep the rule when something else writes. The constraint names
-- (<table>_<column>_length) are what the app maps back to a field and a Swedish message.

-- One row a table: its columns and their limits, each a constraint <table>_<column>_length.
do $$
declare l record;
begin
  for l in select v.tbl, c.col, c.max from (values
    ('banks', array['name', 'slug', 'description'], array[120, 120, 2000]),
    ('networks', array['name', 'slug', 'acceptance_note'], array[120, 120, 1000]),
    ('categories', array['name', 'slug', 'description'], array[120, 120, 2000]),
    ('credit_cards', array['name', 'slug', 'short_description', 'pros', 'cons', 'bonus_description', 'insurance_notes'], array[120, 120, 500, 2000, 2000, 2000, 2000]),
    ('reviews', array['title', 'body', 'author_name', 'rejection_reason'], array[200, 5000, 120, 1000]),
    ('expert_inquiries', array['name', 'question', 'answer', 'internal_note'], array[120, 5000, 10000, 2000]),
    ('news_articles', array['title', 'slug', 'excerpt', 'author_name', 'body'], array[200, 120, 1000, 120, 200000]),
    ('blog_posts', array['title', 'slug', 'excerpt', 'author_name', 'body'], array[200, 120, 1000, 120, 200000])
  ) as v (tbl, cols, maxes), unnest(v.cols, v.maxes) as c (col, max) loop
    execute format('alter table public.%I add constraint %I check (char_length(%I) <= %s)',
                   l.tbl, l.tbl || '_' || l.col || '_length', l.col, l.max);
  end loop;
end $$;
