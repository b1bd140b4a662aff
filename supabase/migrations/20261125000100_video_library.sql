-- The video library of the iOS API quick reference: each user's downloaded or uploaded videos
-- (rows here, bytes in a storage backend) and the download queue that fills it.
--
-- Who writes what:
-- - a user queues downloads and retries failed ones through the two functions below, never by
--   writing rows directly (so the per-user limits cannot be bypassed);
-- - only the service role (the download workers, the upload path) creates library entries and
--   moves downloads through their states; an owner may delete an entry;
-- - everyone reads only their own rows; the service role reads all.
-- Nothing here is shared between users: a library is private, so nothing one user does can
-- change what another sees.

-- The path-safe name a user's library folder carries (`john` in `john/tiktok/video_123.mp4`).
-- Chosen once, from the email's local part, made unique with a suffix when taken.
create table public.library_owners (
    user_id uuid primary key references public.users (id) on delete cascade,
    username text not null unique check (username ~ '^[a-z0-9][a-z0-9_-]{0,39}$'),
    created_at timestamptz not null default now()
);
alter table public.library_owners enable row level security;
create policy library_owners_select_own on public.library_owners for select to authenticated using (user_id = auth.uid());
grant select on public.library_owners to authenticated;
grant all on public.library_owners to service_role;

create table public.library_videos (
    id uuid primary key default gen_random_uuid(),
    owner_id uuid not null references public.users (id) on delete cascade,
    username text not null,
    genre text not null check (genre ~ '^[a-z0-9][a-z0-9_-]{0,31}$'),
    -- The file name without its extension, and the extension with its dot (`.mp4`). The
    -- metadata companion is `<stem>.json`, so a stem is unique within a folder.
    stem text not null check (stem ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$'),
    extension text not null check (extension ~ '^\.[a-z0-9]{2,5}$' and extension <> '.json'),
    path text generated always as (username || '/' || genre || '/' || stem || extension) stored,
    -- Where the bytes are in storage: a name the server chose, never one derived from user input.
    storage_key text not null unique check (storage_key ~ '^[0-9a-f]{32}\.[a-z0-9]{2,5}$'),
    size_bytes bigint not null check (size_bytes >= 0),
    content_type text not null check (length(content_type) <= 100),
    sha256 text check (sha256 ~ '^[0-9a-f]{64}$'),
    title text check (length(title) <= 500),
    -- The companion's fields (id, description, uploader, platform, duration, thumbnail, …).
    metadata jsonb not null default '{}' check (jsonb_typeof(metadata) = 'object' and pg_column_size(metadata) <= 65536),
    source_url text check (length(source_url) <= 2048),
    created_at timestamptz not null default now(),
    modified_at timestamptz not null default now(),
    unique (owner_id, genre, stem)
);
create unique index library_videos_path_key on public.library_videos (path);
create index library_videos_owner_modified on public.library_videos (owner_id, modified_at desc, id);
alter table public.library_videos enable row level security;
create policy library_videos_select_own on public.library_videos for select to authenticated using (owner_id = auth.uid());
-- An owner may remove an entry (DELETE /api/v1/downloads/videos/{path}); the trigger below queues
-- its file for removal. Creating and changing entries is the service role's.
create policy library_videos_delete_own on public.library_videos for delete to authenticated using (owner_id = auth.uid());
grant select, delete on public.library_videos to authenticated;
grant all on public.library_videos to service_role;

create table public.library_downloads (
    id uuid primary key default gen_random_uuid(),
    owner_id uuid not null references public.users (id) on delete cascade,
    url text not null check (length(url) between 8 and 2048),
    genre text not null check (genre ~ '^[a-z0-9][a-z0-9_-]{0,31}$'),
    title text check (length(title) <= 500),
    state text not null default 'pending' check (state in ('pending', 'downloading', 'completed', 'failed')),
    bytes_done bigint not null default 0,
    bytes_total bigint,
    error text check (length(error) <= 1000),
    error_code text check (length(error_code) <= 64),
    attempts integer not null default 0,
    max_attempts integer not null default 4 check (max_attempts between 1 and 20),
    -- A pending download is not taken before this (retry backoff).
    next_attempt_at timestamptz not null default now(),
    -- The worker holding a download and until when; a lease that runs out (a worker that died)
    -- makes the download claimable again.
    worker text check (length(worker) <= 200),
    lease_until timestamptz,
    video_id uuid references public.library_videos (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    finished_at timestamptz
);
create index library_downloads_claimable on public.library_downloads (next_attempt_at) where state = 'pending';
create index library_downloads_leased on public.library_downloads (lease_until) where state = 'downloading';
create index library_downloads_owner on public.library_downloads (owner_id, created_at desc);
create trigger library_downloads_touch before update on public.library_downloads
    for each row execute function public.touch_updated_at();
alter table public.library_downloads enable row level security;
create policy library_downloads_select_own on public.library_downloads for select to authenticated using (owner_id = auth.uid());
grant select on public.library_downloads to authenticated;
grant all on public.library_downloads to service_role;

-- Files whose rows are gone (an entry deleted, an account deleted): the workers remove them from
-- storage. Rows cascade inside the database; files cannot, so they are remembered here.
create table internal.library_garbage (
    storage_key text primary key,
    queued_at timestamptz not null default now()
);
alter table internal.library_garbage enable row level security;
grant all on internal.library_garbage to service_role;

create or replace function internal.library_forget_file() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
    insert into internal.library_garbage (storage_key) values (old.storage_key) on conflict do nothing;
    return old;
end
$$;
create trigger library_videos_forget after delete on public.library_videos
    for each row execute function internal.library_forget_file();

-- The caller's library folder name, chosen on first use: the email's local part reduced to
-- [a-z0-9_-], then `-2`, `-3`, … when another user has it.
create or replace function internal.library_username(p_user uuid) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_name text;
    v_base text;
    v_try integer := 1;
begin
    select o.username into v_name from public.library_owners o where o.user_id = p_user;
    if found then
        return v_name;
    end if;
    select left(trim(both '-_' from regexp_replace(lower(split_part(u.email, '@', 1)), '[^a-z0-9_-]+', '-', 'g')), 32)
        into v_base from public.users u where u.id = p_user;
    if v_base is null then
        raise exception 'no such user' using errcode = '28000';
    end if;
    if v_base = '' or v_base !~ '^[a-z0-9]' then
        v_base := 'user' || v_base;
    end if;
    loop
        v_name := case when v_try = 1 then v_base else v_base || '-' || v_try end;
        insert into public.library_owners (user_id, username) values (p_user, v_name) on conflict do nothing;
        select o.username into v_name from public.library_owners o where o.user_id = p_user;
        if found then
            return v_name;
        end if;
        v_try := v_try + 1;
    end loop;
end
$$;
revoke all on function internal.library_username(uuid) from public;
grant execute on function internal.library_username(uuid) to service_role;

-- POST /api/v1/download: queue a URL for the caller. At most p_max_waiting of the caller's
-- downloads may be pending or downloading at once, so one account cannot fill the queue
-- every other user waits in. Returns the new row, or null when the caller is at the limit.
create or replace function public.queue_download(p_url text, p_genre text, p_title text, p_max_waiting integer)
returns setof public.library_downloads
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_user uuid := auth.uid();
    v_waiting integer;
begin
    if v_user is null then
        raise exception 'sign in to queue downloads' using errcode = '28000';
    end if;
    -- Serialise one user's submissions, so two at once cannot both pass the limit.
    perform pg_advisory_xact_lock(hashtextextended('library_downloads:' || v_user::text, 0));
    select count(*) into v_waiting from public.library_downloads d
        where d.owner_id = v_user and d.state in ('pending', 'downloading');
    if v_waiting >= p_max_waiting then
        return;
    end if;
    return query insert into public.library_downloads (owner_id, url, genre, title)
        values (v_user, p_url, p_genre, p_title) returning *;
end
$$;
revoke all on function public.queue_download(text, text, text, integer) from public;
grant execute on function public.queue_download(text, text, text, integer) to authenticated;

-- POST /api/v1/downloads/retry/{id}: a failed download of the caller's goes back to the queue
-- with a fresh set of attempts. Returns the row (in whatever state it is) or nothing when the
-- caller has no such download; the function answers 409 unless the state became pending.
create or replace function public.retry_download(p_id uuid)
returns setof public.library_downloads
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_user uuid := auth.uid();
begin
    if v_user is null then
        raise exception 'sign in to retry downloads' using errcode = '28000';
    end if;
    return query
    with retried as (
        update public.library_downloads d
        set state = 'pending', attempts = 0, next_attempt_at = now(), error = null, error_code = null,
            bytes_done = 0, bytes_total = null, worker = null, lease_until = null, finished_at = null
        where d.id = p_id and d.owner_id = v_user and d.state = 'failed'
        returning d.*
    )
    select * from retried
    union all
    select d.* from public.library_downloads d where d.id = p_id and d.owner_id = v_user and not exists (select 1 from retried);
end
$$;
revoke all on function public.retry_download(uuid) from public;
grant execute on function public.retry_download(uuid) to authenticated;
