-- Trust: rows other users depend on cannot be changed under them.

-- A public community recipe another user imported is theirs too: its owner could rewrite the
-- title and steps (or make it private, or delete it) afterwards, changing what every importer
-- has. Once anyone else imported it, its content is frozen for its owner; the service role (and
-- cascades, which run as the table owner) are not limited.
create or replace function private.freeze_imported_community_recipe()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_caller text := current_setting('role', true);
begin
    if v_caller is distinct from 'authenticated' or not old.is_public then
        return case when tg_op = 'DELETE' then old else new end;
    end if;
    if tg_op = 'UPDATE' and (new.title, new.recipe, new.is_public) is not distinct from (old.title, old.recipe, old.is_public) then
        return new;
    end if;
    if exists (select 1 from public.community_recipe_imports i where i.recipe_id = old.id and i.user_id <> old.owner_id) then
        raise exception 'this public recipe was imported by other users and can no longer be changed or deleted'
            using errcode = '42501';
    end if;
    return case when tg_op = 'DELETE' then old else new end;
end
$$;
create trigger community_recipes_freeze before update or delete on public.community_recipes
    for each row execute function private.freeze_imported_community_recipe();

-- A meal plan entry was checked for its own user_id only, so it could point at another user's
-- plan or recipe (ids are guessable from shared links and sync payloads). Both references must be
-- the caller's own rows; the subqueries run under the caller's row-level security.
create policy meal_plan_entries_own_references on public.meal_plan_entries as restrictive
    for all to authenticated
    using (true)
    with check (
        exists (select 1 from public.meal_plans p where p.id = meal_plan_id and p.user_id = auth.uid())
        and exists (select 1 from public.app_recipes r where r.id = recipe_id and r.user_id = auth.uid()));
