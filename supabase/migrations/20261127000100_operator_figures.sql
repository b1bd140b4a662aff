-- What an operator scales by, read from the one place every instance shares. Each runner adds
-- these to its /metrics; since every instance reports the same deployment-wide figures, a
-- dashboard takes max() across instances, never sum().
--
-- Only aggregates leave this function: counts by a fixed, small set of labels (lease scopes,
-- download states, provider names, role names and connection states), never a user, a key or a
-- query text. So it is callable by the service role without widening what that role can read.

-- What a provider call costs, for the dashboard's spend panel. YouTube's are exact (quota units
-- per call, from the API's quota table); the LLM's is an estimate per chat completion at the
-- configured model's list price (about 3,000 prompt and 800 completion tokens a call) — an
-- operator sets the real figure here, as with the budgets.
alter table internal.provider_budgets
    add column cost_per_call numeric not null default 0 check (cost_per_call >= 0),
    add column cost_unit text not null default 'usd' check (cost_unit ~ '^[a-z_]{1,32}$');
update internal.provider_budgets set cost_per_call = 100, cost_unit = 'youtube_quota_units' where provider = 'youtube.search';
update internal.provider_budgets set cost_per_call = 1, cost_unit = 'youtube_quota_units' where provider = 'youtube.videos';
update internal.provider_budgets set cost_per_call = 0.0015, cost_unit = 'usd' where provider = 'llm';

create or replace function internal.operator_figures()
returns table (metric text, labels jsonb, value double precision)
language sql
stable
security definer
set search_path = ''
-- A scrape must never hang on a slow database: the runner answers /metrics without these then.
set statement_timeout = '2s'
as $$
    -- Work under a single-flight lease (an extraction, a transcription, a generation) and claims
    -- whose holder died (expired, waiting for the next request to take them over).
    select 'recipe_backend_leases', jsonb_build_object('scope', s.scope),
        count(l.*) filter (where l.expires_at > now())::double precision
    from unnest(array['recipe', 'transcript', 'generation']) as s (scope)
    left join internal.leases l on l.scope = s.scope
    group by s.scope
    union all
    select 'recipe_backend_leases_expired', jsonb_build_object('scope', s.scope),
        count(l.*) filter (where l.expires_at <= now())::double precision
    from unnest(array['recipe', 'transcript', 'generation']) as s (scope)
    left join internal.leases l on l.scope = s.scope
    group by s.scope
    union all
    -- The library's download queue: ready to be claimed, backing off after a failure, in progress
    -- (the partial indexes on pending and downloading rows keep these cheap at any history size).
    select 'recipe_backend_downloads', jsonb_build_object('state', 'waiting'),
        (select count(*) from public.library_downloads where state = 'pending' and next_attempt_at <= now())::double precision
    union all
    select 'recipe_backend_downloads', jsonb_build_object('state', 'backing_off'),
        (select count(*) from public.library_downloads where state = 'pending' and next_attempt_at > now())::double precision
    union all
    select 'recipe_backend_downloads', jsonb_build_object('state', 'downloading'),
        (select count(*) from public.library_downloads where state = 'downloading')::double precision
    union all
    select 'recipe_backend_download_oldest_wait_seconds', '{}'::jsonb,
        coalesce((select extract(epoch from now() - min(next_attempt_at)) from public.library_downloads
                  where state = 'pending' and next_attempt_at <= now()), 0)::double precision
    union all
    -- Paid provider calls today (UTC), refusals by the budget, and their cost.
    select 'recipe_backend_provider_calls_today', jsonb_build_object('provider', b.provider), coalesce(s.calls, 0)::double precision
    from internal.provider_budgets b
    left join internal.provider_spend s on s.provider = b.provider and s.day = (now() at time zone 'utc')::date
    union all
    select 'recipe_backend_provider_refused_today', jsonb_build_object('provider', b.provider), coalesce(s.refused, 0)::double precision
    from internal.provider_budgets b
    left join internal.provider_spend s on s.provider = b.provider and s.day = (now() at time zone 'utc')::date
    union all
    select 'recipe_backend_provider_budget_today', jsonb_build_object('provider', b.provider), coalesce(b.daily_limit, -1)::double precision
    from internal.provider_budgets b
    union all
    select 'recipe_backend_provider_cost_today', jsonb_build_object('provider', b.provider, 'unit', b.cost_unit),
        (coalesce(s.calls, 0) * b.cost_per_call)::double precision
    from internal.provider_budgets b
    left join internal.provider_spend s on s.provider = b.provider and s.day = (now() at time zone 'utc')::date
    union all
    -- Server connections to this database by role and state (through a pooler these are the
    -- pooler's server connections), and the server's limit.
    select 'recipe_backend_db_connections',
        jsonb_build_object('role', coalesce(a.usename::text, 'background'), 'state', coalesce(a.state, 'none')),
        count(*)::double precision
    from pg_catalog.pg_stat_activity a
    where a.datname = pg_catalog.current_database()
    group by a.usename, a.state
    union all
    select 'recipe_backend_db_max_connections', '{}'::jsonb, pg_catalog.current_setting('max_connections')::double precision
$$;

revoke all on function internal.operator_figures() from public;
grant execute on function internal.operator_figures() to service_role;
