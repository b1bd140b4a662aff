-- ChefStream (seed 002): the video index, recipes extracted from videos, the inputs they were
-- extracted from, the 24 h search cache and the curated home categories. Everything here is
-- public catalogue data: anyone (guest included) may read it; only the service role writes it,
-- through the functions' system transactions.

create type public.video_source as enum ('curated', 'search', 'user');
create type public.recipe_status as enum ('ready', 'generating', 'failed', 'not_recipe');
create type public.recipe_source_type as enum ('description', 'transcript', 'chapters');

create table public.videos (
    video_id text primary key check (video_id ~ '^[A-Za-z0-9_-]{11}$'),
    title text not null,
    description text,
    channel_title text,
    channel_id text,
    thumbnail_url text,
    source public.video_source not null default 'search',
    tags text[] not null default '{}',
    language_hint text check (language_hint ~ '^[a-z]{2,3}(-[A-Za-z]{2,4})?$'),
    duration_seconds integer check (duration_seconds >= 0),
    published_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
);
create trigger videos_touch before update on public.videos
    for each row execute function public.touch_updated_at();

create table public.recipes (
    video_id text primary key references public.videos (video_id) on delete cascade,
    status public.recipe_status not null,
    -- Version of the recipe JSON schema (recipe_json_v1 → 1).
    recipe_version integer not null default 1,
    -- Which extractor produced it; a new version triggers re-extraction.
    extractor_version text,
    recipe_json jsonb,
    confidence real check (confidence between 0 and 1),
    -- Hash of the combined inputs; a change triggers re-extraction.
    source_hash text,
    locale text not null default 'en',
    error text,
    attempts integer not null default 0,
    -- A generation in progress owns the row until this time; after it, another request may
    -- take over (a crashed generation never leaves the video stuck in 'generating').
    lease_expires_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
);
create trigger recipes_touch before update on public.recipes
    for each row execute function public.touch_updated_at();

create table public.recipe_sources (
    id bigint generated always as identity primary key,
    video_id text not null references public.videos (video_id) on delete cascade,
    source_type public.recipe_source_type not null,
    payload text not null,
    content_hash text not null,
    created_at timestamptz not null default now(),
    unique (video_id, source_type, content_hash)
);

create table public.search_cache (
    query_key text primary key,
    query text not null,
    locale text not null,
    provider text not null,
    results_json jsonb not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
);
create index search_cache_expires_idx on public.search_cache (expires_at);

create table public.categories (
    slug text primary key check (slug ~ '^[a-z0-9-]{1,60}$'),
    title text not null,
    description text,
    query text not null,
    position integer not null default 0
);

create table public.category_videos (
    category_slug text not null references public.categories (slug) on delete cascade,
    video_id text not null references public.videos (video_id) on delete cascade,
    position integer not null default 0,
    primary key (category_slug, video_id)
);

do $$
declare
    t text;
begin
    foreach t in array array['videos', 'recipes', 'recipe_sources', 'search_cache', 'categories', 'category_videos'] loop
        execute format('alter table public.%I enable row level security', t);
        execute format('create policy %I on public.%I for select to anon, authenticated using (true)', t || '_read', t);
        execute format('grant select on public.%I to anon, authenticated', t);
        execute format('grant all on public.%I to service_role', t);
    end loop;
end
$$;
