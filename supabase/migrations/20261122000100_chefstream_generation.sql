-- ChefStream behaviour: full-text search over the video catalogue, the inputs a recipe was made
-- from, and the source hash that tells when to re-extract.

-- Functions that API roles may call but that are not part of a public REST surface.
create schema if not exists internal;
revoke all on schema internal from public;
grant usage on schema internal to anon, authenticated, service_role;

create extension if not exists unaccent with schema extensions;

-- unaccent() is stable (its dictionary could change); this wrapper pins the dictionary so it
-- can feed a generated column.
create or replace function internal.fold(p_text text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
    select lower(extensions.unaccent('extensions.unaccent'::regdictionary, p_text))
$$;
grant execute on function internal.fold(text) to anon, authenticated, service_role;

alter table public.videos
    add column search_document tsvector generated always as (
        setweight(to_tsvector('english', internal.fold(coalesce(title, ''))), 'A')
        || setweight(to_tsvector('simple', internal.fold(coalesce(title, ''))), 'A')
        || setweight(to_tsvector('english', internal.fold(coalesce(left(description, 20000), ''))), 'B')
        || setweight(to_tsvector('simple', internal.fold(coalesce(left(description, 20000), ''))), 'C')
    ) stored;
create index videos_search_idx on public.videos using gin (search_document);

-- Which inputs a stored result was made from (description, transcript, chapters).
alter table public.recipes add column inputs text[] not null default '{}';

-- The hash of everything a recipe is extracted from: the video's description and, when the
-- transcript cache has one, its transcript. A stored recipe whose source_hash differs is stale.
-- Security definer because guests cannot read transcripts; it reveals only a hash.
create or replace function internal.video_source_hash(p_video_id text) returns text
language sql stable
security definer
set search_path = ''
as $$
    select encode(extensions.digest(
        coalesce(v.description, '') || E'\n\x1e\n' || coalesce(t.transcript, ''), 'sha256'), 'hex')
    from public.videos v
    left join public.transcript_keys k on k.platform = 'youtube' and k.video_id = v.video_id
    left join public.transcripts t on t.id = k.transcript_id
    where v.video_id = p_video_id
$$;
revoke all on function internal.video_source_hash(text) from public;
grant execute on function internal.video_source_hash(text) to anon, authenticated, service_role;
