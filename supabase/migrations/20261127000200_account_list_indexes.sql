-- Lists that grow with an account are read in pages by index, whatever the account's size.
--
-- Favourites, newest first (GET /api/app/saved-recipes pages by (created_at, id) descending),
-- and by change time for sync, like the other synced tables' (user_id, updated_at) indexes.
create index saved_recipes_user_created_idx on public.saved_recipes (user_id, created_at desc, id desc);
create index saved_recipes_user_updated_idx on public.saved_recipes (user_id, updated_at);

-- The pool meal planning draws from: the most imported community recipes first; without the
-- index every plan sorted the whole community table.
create index community_recipes_popular_idx on public.community_recipes (import_count desc, created_at, title, id);

-- A favourite of an app or community recipe names it by its uuid (the API stores them in lower
-- case): stated here so the name lookups can compare uuids through the primary keys instead of
-- casting every id to text, which scanned the whole table once per favourite listed.
alter table public.saved_recipes add constraint saved_recipes_uuid_refs check (
    recipe_kind = 'video' or recipe_ref ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
);
