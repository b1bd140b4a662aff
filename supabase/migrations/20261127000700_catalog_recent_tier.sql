-- Catalogue search searches the newest videos first.
--
-- A query of common words ("spicy chicken curry": each word in about one video in twelve) makes
-- the GIN index read every one of those words' posting lists to intersect them, however few
-- videos have all three: the cost grows with the catalogue (13 ms for that query's index scan at
-- a million videos, 0.3 ms at a thousand; `bench scale`). Search engines answer such queries
-- from a bounded first tier and read the whole index only when the tier cannot fill the page.
-- Here the tier is the newest `internal.catalog_recent_capacity()` videos, kept by statement
-- triggers on `videos`: the same query over it costs the same at any catalogue size (0.8 ms).
-- `CatalogSearchProvider.sql` ranks the tier's matches first, then, only when they do not fill
-- the page asked for, the older videos' matches.

create function internal.catalog_recent_capacity() returns integer
language sql immutable set search_path = '' as $$ select 50000 $$;

create sequence internal.catalog_recent_position;

create table public.catalog_recent (
    video_id text primary key references public.videos (video_id) on delete cascade,
    -- Larger is newer; the oldest beyond the capacity are trimmed.
    position bigint not null,
    search_document tsvector not null
);
create index catalog_recent_search_idx on public.catalog_recent using gin (search_document);
create index catalog_recent_position_idx on public.catalog_recent (position);

alter table public.catalog_recent enable row level security;
-- The same readers as `videos`, whose documents these are; written only by the triggers below.
create policy catalog_recent_read on public.catalog_recent for select to anon, authenticated using (true);
grant select on public.catalog_recent to anon, authenticated;
grant all on public.catalog_recent to service_role;

-- New videos enter the tier; a bulk insert larger than the tier contributes at most a tier's
-- worth (all of them equally new). Then everything older than the newest `capacity` leaves.
create function internal.catalog_recent_add() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
    newest bigint;
begin
    insert into public.catalog_recent (video_id, position, search_document)
    select a.video_id, nextval('internal.catalog_recent_position'), a.search_document
    from (select video_id, search_document from added limit internal.catalog_recent_capacity()) a
    on conflict (video_id) do update set position = excluded.position, search_document = excluded.search_document;
    select max(position) into newest from public.catalog_recent;
    -- Rows another transaction holds are left for the next trim: concurrent inserts never wait
    -- on (or deadlock over) each other's trimming.
    delete from public.catalog_recent where video_id in (
        select video_id from public.catalog_recent
        where position <= newest - internal.catalog_recent_capacity()
        for update skip locked);
    return null;
end
$$;

-- An edited title or description changes the document; the video keeps its place.
create function internal.catalog_recent_refresh() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
    update public.catalog_recent r set search_document = c.search_document
    from changed c
    where c.video_id = r.video_id and r.search_document is distinct from c.search_document;
    return null;
end
$$;
revoke all on function internal.catalog_recent_add() from public;
revoke all on function internal.catalog_recent_refresh() from public;

create trigger videos_catalog_recent_add after insert on public.videos
    referencing new table as added for each statement execute function internal.catalog_recent_add();
create trigger videos_catalog_recent_refresh after update on public.videos
    referencing new table as changed for each statement execute function internal.catalog_recent_refresh();

-- The newest videos already catalogued, in the order they came.
insert into public.catalog_recent (video_id, position, search_document)
select video_id, row_number() over (order by created_at, video_id), search_document
from (select video_id, search_document, created_at from public.videos order by created_at desc, video_id limit internal.catalog_recent_capacity()) v;
select setval('internal.catalog_recent_position', greatest((select max(position) from public.catalog_recent), 1));
