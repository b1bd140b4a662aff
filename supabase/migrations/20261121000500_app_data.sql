-- Savry app data (seed 001): generated recipes, meal plans, grocery lists, saved recipes, and
-- the tombstones /api/app/sync reports as deletions. Every row belongs to one user.

create type public.meal_type as enum ('BREAKFAST', 'LUNCH', 'DINNER', 'SNACK');

create table public.app_recipes (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
    name text not null check (length(name) between 1 and 300),
    description text,
    ingredients jsonb not null default '[]',
    instructions jsonb not null default '[]',
    prep_time integer check (prep_time >= 0),
    cook_time integer check (cook_time >= 0),
    servings integer check (servings > 0),
    calories integer check (calories >= 0),
    difficulty text,
    cuisine text,
    dietary_tags text[] not null default '{}',
    -- Where it came from: 'generated' (LLM), 'adapted' (retrieved from our store), 'saved'.
    origin text not null default 'generated',
    -- Normalised generation request; a repeat of the same request is answered from here.
    request_key text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
);
create index app_recipes_user_updated_idx on public.app_recipes (user_id, updated_at);
create index app_recipes_request_key_idx on public.app_recipes (user_id, request_key);

create table public.meal_plans (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
    name text not null,
    start_date date not null,
    end_date date not null check (end_date >= start_date),
    budget numeric(10, 2) check (budget >= 0),
    total_cost numeric(10, 2) check (total_cost >= 0),
    zip_code text,
    dietary_restrictions text[] not null default '{}',
    discounts_used integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
);
create index meal_plans_user_updated_idx on public.meal_plans (user_id, updated_at);

create table public.meal_plan_entries (
    id uuid primary key default gen_random_uuid(),
    meal_plan_id uuid not null references public.meal_plans (id) on delete cascade,
    user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
    recipe_id uuid not null references public.app_recipes (id) on delete cascade,
    day_of_week integer not null check (day_of_week between 0 and 30),
    meal_type public.meal_type not null,
    estimated_cost numeric(10, 2),
    unique (meal_plan_id, day_of_week, meal_type)
);

create table public.grocery_lists (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
    name text not null,
    meal_plan_id uuid references public.meal_plans (id) on delete set null,
    items jsonb not null default '[]',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
);
create index grocery_lists_user_updated_idx on public.grocery_lists (user_id, updated_at);

-- Favourites: a recipe of any kind the user saved (ChefStream video recipe, community recipe,
-- or one of their app recipes).
create table public.saved_recipes (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
    recipe_kind text not null check (recipe_kind in ('video', 'community', 'app')),
    recipe_ref text not null check (length(recipe_ref) between 1 and 128),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (user_id, recipe_kind, recipe_ref)
);

create table public.sync_tombstones (
    id bigint generated always as identity primary key,
    user_id uuid not null references public.users (id) on delete cascade,
    entity text not null,
    entity_id text not null,
    deleted_at timestamptz not null default clock_timestamp()
);
create index sync_tombstones_user_idx on public.sync_tombstones (user_id, deleted_at);

create or replace function private.record_tombstone() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
    insert into public.sync_tombstones (user_id, entity, entity_id) values (old.user_id, tg_table_name, old.id::text);
    return old;
end
$$;

do $$
declare
    t text;
begin
    foreach t in array array['app_recipes', 'meal_plans', 'meal_plan_entries', 'grocery_lists', 'saved_recipes'] loop
        execute format('alter table public.%I enable row level security', t);
        execute format('create policy %I on public.%I for all to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid())', t || '_own', t);
        execute format('grant select, insert, update, delete on public.%I to authenticated', t);
        execute format('grant all on public.%I to service_role', t);
    end loop;
    foreach t in array array['app_recipes', 'meal_plans', 'grocery_lists', 'saved_recipes'] loop
        execute format('create trigger %I before update on public.%I for each row execute function public.touch_updated_at()', t || '_touch', t);
        execute format('create trigger %I after delete on public.%I for each row execute function private.record_tombstone()', t || '_tombstone', t);
    end loop;
end
$$;

alter table public.sync_tombstones enable row level security;
create policy sync_tombstones_read_own on public.sync_tombstones
    for select to authenticated using (user_id = auth.uid());
grant select on public.sync_tombstones to authenticated;
grant all on public.sync_tombstones to service_role;
