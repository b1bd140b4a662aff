-- Savry video import (seed 000) and TwinMind segment transcription (seed 004).

create type public.video_platform as enum ('tiktok', 'instagram', 'youtube');

-- One transcript per distinct audio: shared by every user who imports the same video
-- (cache hits cost nothing). Reached through transcript_keys by (platform, video id) or by the
-- audio's SHA-256.
create table public.transcripts (
    id uuid primary key default gen_random_uuid(),
    audio_sha256 text unique check (audio_sha256 ~ '^[0-9a-f]{64}$'),
    transcript text not null,
    segments jsonb not null default '[]',
    language text check (language ~ '^[a-z]{2}$'),
    duration_seconds double precision check (duration_seconds >= 0),
    cost_usd numeric(12, 6) not null default 0,
    model text,
    transcription_time_ms integer,
    access_count integer not null default 1 check (access_count >= 0),
    created_by uuid references public.users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    last_accessed_at timestamptz not null default now()
);
create trigger transcripts_touch before update on public.transcripts
    for each row execute function public.touch_updated_at();

create table public.transcript_keys (
    platform public.video_platform not null,
    video_id text not null check (length(video_id) between 1 and 128),
    transcript_id uuid not null references public.transcripts (id) on delete cascade,
    source_url text,
    created_at timestamptz not null default now(),
    primary key (platform, video_id)
);

-- Community recipes (seed 000 endpoint #2). Public recipes are deduplicated by canonical source
-- (platform + video id); a private recipe is its owner's alone and deduplicated per owner.
create table public.community_recipes (
    id uuid primary key default gen_random_uuid(),
    source_key text not null check (source_key ~ '^(tiktok|instagram|youtube):[A-Za-z0-9_-]{1,128}$'),
    source_platform public.video_platform not null,
    source_type text not null default 'video',
    source_url text not null,
    canonical_url text not null,
    source_video_id text not null,
    title text not null check (length(title) between 1 and 300),
    recipe jsonb not null,
    owner_id uuid not null default auth.uid() references public.users (id) on delete cascade,
    owner_username text not null,
    is_public boolean not null default true,
    extraction_method text not null default 'whisper_ai',
    extraction_confidence real check (extraction_confidence between 0 and 1),
    -- Distinct users who imported it; maintained only by the trigger on community_recipe_imports.
    import_count integer not null default 0 check (import_count >= 0),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
);
create unique index community_recipes_public_source on public.community_recipes (source_key) where is_public;
create unique index community_recipes_private_source on public.community_recipes (source_key, owner_id) where not is_public;
create index community_recipes_owner_idx on public.community_recipes (owner_id);
create trigger community_recipes_touch before update on public.community_recipes
    for each row execute function public.touch_updated_at();

alter table public.community_recipes enable row level security;
create policy community_recipes_read on public.community_recipes
    for select to anon, authenticated using (is_public or owner_id = auth.uid());
create policy community_recipes_insert_own on public.community_recipes
    for insert to authenticated with check (owner_id = auth.uid());
create policy community_recipes_update_own on public.community_recipes
    for update to authenticated using (owner_id = auth.uid()) with check (owner_id = auth.uid());
create policy community_recipes_delete_own on public.community_recipes
    for delete to authenticated using (owner_id = auth.uid());
grant select on public.community_recipes to anon, authenticated;
grant insert (source_key, source_platform, source_type, source_url, canonical_url, source_video_id, title, recipe,
              owner_id, owner_username, is_public, extraction_method, extraction_confidence)
    on public.community_recipes to authenticated;
grant update (title, recipe, is_public, owner_username, extraction_method, extraction_confidence)
    on public.community_recipes to authenticated;
grant delete on public.community_recipes to authenticated;
grant all on public.community_recipes to service_role;

-- Who imported what: one row per (recipe, user), so importing twice never inflates the count.
create table public.community_recipe_imports (
    recipe_id uuid not null references public.community_recipes (id) on delete cascade,
    user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
    username text not null,
    created_at timestamptz not null default now(),
    primary key (recipe_id, user_id)
);
create index community_recipe_imports_user_idx on public.community_recipe_imports (user_id);

alter table public.community_recipe_imports enable row level security;
create policy community_recipe_imports_read_own on public.community_recipe_imports
    for select to authenticated using (user_id = auth.uid());
-- A user may only record an import of a recipe they can see (the subquery runs under RLS).
create policy community_recipe_imports_insert_own on public.community_recipe_imports
    for insert to authenticated
    with check (user_id = auth.uid() and exists (select 1 from public.community_recipes r where r.id = recipe_id));
create policy community_recipe_imports_delete_own on public.community_recipe_imports
    for delete to authenticated using (user_id = auth.uid());
grant select, insert, delete on public.community_recipe_imports to authenticated;
grant all on public.community_recipe_imports to service_role;

create or replace function private.count_community_import() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
    if tg_op = 'INSERT' then
        update public.community_recipes set import_count = import_count + 1 where id = new.recipe_id;
        return new;
    end if;
    update public.community_recipes set import_count = greatest(import_count - 1, 0) where id = old.recipe_id;
    return old;
end
$$;
create trigger community_recipe_imports_count after insert or delete on public.community_recipe_imports
    for each row execute function private.count_community_import();

-- TwinMind (seed 004): transcribed segments of a recording session, owned by their user.
create table public.transcription_segments (
    id uuid primary key default gen_random_uuid(),
    session_id uuid not null,
    user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
    segment_index integer not null check (segment_index >= 0),
    transcript_text text not null,
    confidence_score real check (confidence_score between 0 and 1),
    language_detected text,
    word_count integer not null default 0,
    processing_time_ms integer,
    model_version text,
    audio_sha256 text check (audio_sha256 ~ '^[0-9a-f]{64}$'),
    created_at timestamptz not null default now(),
    unique (user_id, session_id, segment_index)
);
alter table public.transcription_segments enable row level security;
create policy transcription_segments_own on public.transcription_segments
    for all to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
grant select, insert, update, delete on public.transcription_segments to authenticated;
grant all on public.transcription_segments to service_role;

-- The transcript cache is shared by all signed-in users; only functions' system transactions
-- write it.
do $$
declare
    t text;
begin
    foreach t in array array['transcripts', 'transcript_keys'] loop
        execute format('alter table public.%I enable row level security', t);
        execute format('create policy %I on public.%I for select to authenticated using (true)', t || '_read', t);
        execute format('grant select on public.%I to authenticated', t);
        execute format('grant all on public.%I to service_role', t);
    end loop;
end
$$;
