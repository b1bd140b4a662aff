-- Recipe generation looks up community recipes by ingredient (PostgresRecipePool.candidatesSQL).
-- Under row-level security Postgres applies a table's read policy before any condition that is
-- not leakproof, and `@@` is not: the GIN expression index could not serve the lookup, so every
-- visible community recipe had its ingredient document computed (473 ms at 100,000 community
-- recipes in `bench scale`). This lookup runs as its owner, applies the read policy's own
-- condition itself, and answers at most `wanted` ids; the caller joins them back by primary key
-- under row-level security, so the policy still decides what it reads.
create function internal.community_recipes_with_ingredients(query tsquery, wanted integer) returns setof uuid
language sql stable security definer set search_path = '' as $$
    select c.id from public.community_recipes c
    where internal.ingredient_document(c.recipe) @@ query
      and (c.is_public or c.owner_id = auth.uid())
    limit least(greatest(wanted, 0), 1000)
$$;
revoke all on function internal.community_recipes_with_ingredients(tsquery, integer) from public;
grant execute on function internal.community_recipes_with_ingredients(tsquery, integer) to authenticated, service_role;
