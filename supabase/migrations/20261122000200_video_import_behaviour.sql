-- Video import (seed 000) and segment transcription (seed 004): single-flight transcription
-- claims, monthly tier quotas enforced atomically, and per-minute rate windows.

-- A transcription in progress for a video key owns its row until the lease ends; a crashed
-- transcription's lease expires and the next request takes over.
create table public.transcription_claims (
    video_key text primary key,
    lease_expires_at timestamptz not null,
    created_at timestamptz not null default now()
);
alter table public.transcription_claims enable row level security;
grant all on public.transcription_claims to service_role;

-- Takes one unit of the caller's monthly quota of `p_kind` if fewer than `p_limit` were used
-- (null limit: unlimited, still counted). Atomic under any concurrency: the conditional upsert
-- serialises on the counter row. Returns whether it was taken and the count after.
create or replace function internal.reserve_quota(p_kind text, p_limit integer, p_period_start date)
returns table (allowed boolean, used integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_user uuid := auth.uid();
    v_used integer;
begin
    if v_user is null then
        raise exception 'quota needs a signed-in user' using errcode = '42501';
    end if;
    insert into public.usage_counters as c (user_id, kind, period_start, used)
    values (v_user, p_kind, p_period_start, 1)
    on conflict (user_id, kind, period_start) do update
        set used = c.used + 1, updated_at = now()
        where p_limit is null or c.used < p_limit
    returning c.used into v_used;
    if v_used is not null then
        return query select true, v_used;
        return;
    end if;
    return query select false, c.used from public.usage_counters c
        where c.user_id = v_user and c.kind = p_kind and c.period_start = p_period_start;
end
$$;

-- Gives a unit back (the request it was taken for failed).
create or replace function internal.refund_quota(p_kind text, p_period_start date)
returns void
language sql
security definer
set search_path = ''
as $$
    update public.usage_counters set used = greatest(used - 1, 0), updated_at = now()
    where user_id = auth.uid() and kind = p_kind and period_start = p_period_start;
$$;

-- Fixed windows of `p_window_seconds`: counts a hit for the caller and says whether it is within
-- `p_limit`.
create table public.rate_windows (
    user_id uuid not null references public.users (id) on delete cascade,
    kind text not null,
    window_start timestamptz not null,
    hits integer not null default 0,
    primary key (user_id, kind, window_start)
);
alter table public.rate_windows enable row level security;
grant all on public.rate_windows to service_role;

create or replace function internal.hit_rate_limit(p_kind text, p_window_seconds integer, p_limit integer)
returns table (allowed boolean, hits integer, retry_after_seconds integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_user uuid := auth.uid();
    v_window timestamptz := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
    v_hits integer;
begin
    if v_user is null then
        raise exception 'rate limit needs a signed-in user' using errcode = '42501';
    end if;
    insert into public.rate_windows as w (user_id, kind, window_start, hits) values (v_user, p_kind, v_window, 1)
    on conflict (user_id, kind, window_start) do update set hits = w.hits + 1
    returning w.hits into v_hits;
    delete from public.rate_windows where user_id = v_user and kind = p_kind and window_start < v_window - make_interval(secs => p_window_seconds);
    return query select v_hits <= p_limit, v_hits,
        greatest(1, ceil(extract(epoch from (v_window + make_interval(secs => p_window_seconds) - now())))::integer);
end
$$;

revoke all on function internal.reserve_quota(text, integer, date) from public;
revoke all on function internal.refund_quota(text, date) from public;
revoke all on function internal.hit_rate_limit(text, integer, integer) from public;
grant execute on function internal.reserve_quota(text, integer, date) to authenticated, service_role;
grant execute on function internal.refund_quota(text, date) to authenticated, service_role;
grant execute on function internal.hit_rate_limit(text, integer, integer) to authenticated, service_role;
