-- What the scale bench (`bench scale`, 10^3 → 10^6 videos) showed growing with the data.
--
-- Reads as a user that scanned whole tables: a user's meal plan entries (row-level security
-- filters by user_id), entries by recipe (deleting a recipe cascades to them and the 409 "a plan
-- still uses it" check looks them up), a user's transcripts, and transcript keys by transcript
-- (the transcripts read policy asks whether one has a public key; deleting a transcript
-- cascades to its keys).
create index meal_plan_entries_user_idx on public.meal_plan_entries (user_id);
create index meal_plan_entries_recipe_idx on public.meal_plan_entries (recipe_id);
create index transcripts_created_by_idx on public.transcripts (created_by);
create index transcript_keys_transcript_idx on public.transcript_keys (transcript_id);

-- Recipe generation retrieves candidates by ingredient instead of reading a fixed slice of the
-- pool: the ingredient names of a recipe (extracted recipes name them `item`, community recipes
-- `name`) as an English text-search document, indexed, so "recipes with chicken and garlic"
-- is an index lookup at any catalogue size. Immutable (it reads only its argument), which the
-- expression index requires.
create function internal.ingredient_document(recipe jsonb) returns tsvector
language sql immutable parallel safe as $$
    select to_tsvector('english'::regconfig, coalesce(string_agg(coalesce(line ->> 'item', line ->> 'name', ''), ' , '), ''))
    from jsonb_array_elements(case when jsonb_typeof(recipe -> 'ingredients') = 'array' then recipe -> 'ingredients' else '[]'::jsonb end) line
$$;

create index recipes_ingredient_document_idx on public.recipes using gin (internal.ingredient_document(recipe_json))
    where status = 'ready';
create index community_recipes_ingredient_document_idx on public.community_recipes using gin (internal.ingredient_document(recipe));
grant execute on function internal.ingredient_document(jsonb) to authenticated, service_role;
