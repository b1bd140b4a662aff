-- Savry app API (seed 001): recipe generation cache, recipe provenance, and a sync clock that
-- never lets a client miss a concurrent change.

-- Where an app recipe came from ('community:<uuid>', 'video:<id>'). A source copied into a
-- user's meal plans is copied once and reused by later plans; a generated answer (which has a
-- request_key and may be scaled differently) is its own row.
alter table public.app_recipes add column source_ref text check (length(source_ref) <= 200);
create unique index app_recipes_user_source_idx on public.app_recipes (user_id, source_ref)
    where source_ref is not null and request_key is null;
-- One answer per user and normalised request, even when the same request arrives twice at once.
create unique index app_recipes_user_request_idx on public.app_recipes (user_id, request_key) where request_key is not null;

-- Answers to normalised generation requests, shared by all users so the same request is not
-- paid for twice (an LLM call) or recomputed. Written and read by the system role only: users
-- get their own copy in app_recipes.
create table public.recipe_generation_cache (
    request_key text primary key check (length(request_key) between 1 and 200),
    recipe jsonb not null,
    origin text not null check (origin in ('generated', 'adapted')),
    source_ref text,
    hits integer not null default 0,
    created_at timestamptz not null default now()
);
alter table public.recipe_generation_cache enable row level security;
grant all on public.recipe_generation_cache to service_role;

-- One generation per normalised request at a time: the first request claims it, others wait for
-- the cached answer instead of paying for a second model call. A claim whose process died
-- expires and the next request takes it over.
create table public.recipe_generation_claims (
    request_key text primary key check (length(request_key) between 1 and 200),
    lease_expires_at timestamptz not null
);
alter table public.recipe_generation_claims enable row level security;
grant all on public.recipe_generation_claims to service_role;

-- The sync clock: rows get the time they were written (touch_updated_at uses clock_timestamp,
-- not the transaction's start), on insert as well as update, so a write that happens after a
-- sync computed its horizon is always later than it.

do $$
declare
    t text;
begin
    foreach t in array array['app_recipes', 'meal_plans', 'grocery_lists', 'saved_recipes'] loop
        execute format('drop trigger if exists %I on public.%I', t || '_touch', t);
        execute format('create trigger %I before insert or update on public.%I for each row execute function public.touch_updated_at()', t || '_sync_clock', t);
    end loop;
end
$$;

-- The horizon a sync may report as syncTime: now, or the start of the oldest transaction still
-- open in this database, whichever is earlier. Everything such a transaction
-- writes is stamped at or after its start, so a client asking "changed since syncTime" next
-- time sees it even if it commits after this sync read. Needs to see every session's activity
-- (a superuser or pg_read_all_stats owner); when it cannot, it falls back to five minutes ago.
create or replace function internal.sync_horizon() returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
    v_oldest timestamptz;
    v_sees_all boolean;
begin
    select r.rolsuper or pg_has_role(current_user, 'pg_read_all_stats', 'member') into v_sees_all
    from pg_catalog.pg_roles r where r.rolname = current_user;
    if not coalesce(v_sees_all, false) then
        return clock_timestamp() - interval '5 minutes';
    end if;
    -- Every other client transaction in this database, not only those holding a transaction id:
    -- a row is stamped in its BEFORE trigger a moment before its transaction gets an id.
    select min(a.xact_start) into v_oldest
    from pg_catalog.pg_stat_activity a
    where a.xact_start is not null and a.backend_type = 'client backend' and a.pid <> pg_catalog.pg_backend_pid()
      and a.datname = pg_catalog.current_database();
    return least(clock_timestamp(), coalesce(v_oldest, clock_timestamp()));
end
$$;
revoke all on function internal.sync_horizon() from public;
grant execute on function internal.sync_horizon() to authenticated, service_role;
