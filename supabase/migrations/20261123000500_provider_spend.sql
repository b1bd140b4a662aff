-- Trust: what an anonymous or signed-in client can make the server spend on paid providers.
--
-- Every new search query cost a YouTube search.list (100 of the project's 10,000 daily units),
-- every new video id a videos.list and, with an LLM configured, an extraction. Two limits, both in
-- Postgres so they hold across runner instances:
--   * per client (the user, or the address for guests): calls per minute per provider;
--   * per provider: calls per UTC day for the whole deployment (the provider's own quota, kept
--     below it so the service degrades with a clear answer instead of the provider's 403).
-- And a failed generation is retried with backoff, not on every request.

create table internal.client_windows (
    client_key text not null check (length(client_key) between 1 and 200),
    kind text not null,
    window_start timestamptz not null,
    hits integer not null default 0,
    primary key (client_key, kind, window_start)
);

-- Counts one call for a client in a fixed window and says whether it is within the limit. A
-- signed-in caller can only be counted as themselves.
create or replace function internal.hit_client_limit(p_client text, p_kind text, p_window_seconds integer, p_limit integer)
returns table (allowed boolean, hits integer, retry_after_seconds integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_window timestamptz := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
    v_hits integer;
begin
    if auth.uid() is not null and p_client <> 'user:' || auth.uid()::text then
        raise exception 'a signed-in caller is counted as themselves' using errcode = '42501';
    end if;
    insert into internal.client_windows as w (client_key, kind, window_start, hits) values (p_client, p_kind, v_window, 1)
    on conflict (client_key, kind, window_start) do update set hits = w.hits + 1
    returning w.hits into v_hits;
    -- A client's old windows go when it comes back; about one call in a hundred also sweeps
    -- windows older than a day, left by clients (addresses) that never came back.
    delete from internal.client_windows
    where client_key = p_client and kind = p_kind and window_start < v_window - make_interval(secs => p_window_seconds);
    if random() < 0.01 then
        delete from internal.client_windows where window_start < now() - interval '1 day';
    end if;
    return query select v_hits <= p_limit, v_hits,
        greatest(1, ceil(extract(epoch from (v_window + make_interval(secs => p_window_seconds) - now())))::integer);
end
$$;

-- Daily budgets per provider; null is unlimited (still counted). An operator changes a row to
-- change a budget; no redeploy.
create table internal.provider_budgets (
    provider text primary key,
    daily_limit integer check (daily_limit >= 0),
    note text
);
insert into internal.provider_budgets (provider, daily_limit, note) values
    ('youtube.search', 90, 'search.list costs 100 of the default 10,000 units a day; 90 calls leave room for videos.list'),
    ('youtube.videos', 1000, 'videos.list costs 1 unit per call'),
    ('llm', 5000, 'one chat completion per extraction or generation')
on conflict (provider) do nothing;

create table internal.provider_spend (
    provider text not null,
    day date not null,
    calls integer not null default 0,
    refused integer not null default 0,
    primary key (provider, day)
);

-- Counts one call against today's budget (UTC) if it fits, and says when the budget resets.
create or replace function internal.spend_provider(p_provider text)
returns table (allowed boolean, used integer, daily_limit integer, retry_after_seconds integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_day date := (now() at time zone 'utc')::date;
    v_limit integer;
    v_used integer;
    v_reset integer := greatest(1, ceil(extract(epoch from ((v_day + 1)::timestamp at time zone 'utc' - now())))::integer);
begin
    select b.daily_limit into v_limit from internal.provider_budgets b where b.provider = p_provider;
    insert into internal.provider_spend as s (provider, day, calls) values (p_provider, v_day, 0)
    on conflict (provider, day) do nothing;
    -- Under concurrency the row lock serialises these updates and the where clause is
    -- re-checked on the latest row, so the budget is never overshot.
    update internal.provider_spend s set calls = s.calls + 1
    where s.provider = p_provider and s.day = v_day and (v_limit is null or s.calls < v_limit)
    returning s.calls into v_used;
    if found then
        return query select true, v_used, v_limit, v_reset;
        return;
    end if;
    update internal.provider_spend s set refused = s.refused + 1
    where s.provider = p_provider and s.day = v_day
    returning s.calls into v_used;
    return query select false, v_used, v_limit, v_reset;
end
$$;

revoke all on internal.client_windows, internal.provider_budgets, internal.provider_spend from public, anon, authenticated;
grant all on internal.client_windows, internal.provider_budgets, internal.provider_spend to service_role;
revoke all on function internal.hit_client_limit(text, text, integer, integer) from public;
revoke all on function internal.spend_provider(text) from public;
grant execute on function internal.hit_client_limit(text, text, integer, integer) to anon, authenticated, service_role;
grant execute on function internal.spend_provider(text) to anon, authenticated, service_role;

-- Failed generations back off: consecutive failures since the last stored result, and what they
-- failed on (the inputs' hash and the extractor version: a change of either is retried at once).
alter table public.recipes
    add column consecutive_failures integer not null default 0 check (consecutive_failures >= 0),
    add column failed_inputs_key text;
