-- A sync page reads each synced table from the cursor on, in change order, a page at most
-- (PostgresSyncStore.keys): that needs the order itself in the index, (user_id, time, id as
-- text), so the scan starts at the cursor and stops after a page. With (user_id, updated_at)
-- alone every page read all of the account's rows in the window and sorted them: a page deep in
-- a 10,000-row account cost what reading the account did. These replace those indexes.
create index app_recipes_user_change_idx on public.app_recipes (user_id, updated_at, (id::text));
create index meal_plans_user_change_idx on public.meal_plans (user_id, updated_at, (id::text));
create index grocery_lists_user_change_idx on public.grocery_lists (user_id, updated_at, (id::text));
create index saved_recipes_user_change_idx on public.saved_recipes (user_id, updated_at, (id::text));
create index sync_tombstones_user_change_idx on public.sync_tombstones (user_id, deleted_at, (entity || ':' || entity_id));

drop index public.app_recipes_user_updated_idx;
drop index public.meal_plans_user_updated_idx;
drop index public.grocery_lists_user_updated_idx;
drop index public.saved_recipes_user_updated_idx;
drop index public.sync_tombstones_user_idx;
