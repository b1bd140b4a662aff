-- Trust: a token is only as good as the account behind it, and a quota is the tier's as the
-- database has it now.

-- A token outlives its user: 30 days of validity, and nothing tied it to an account that still
-- exists. Every transaction a function runs as a signed-in user now starts by checking that the
-- user exists and that the token was issued after the user's tokens were last revoked; anything
-- else is SQLSTATE 28000, which the functions answer as their route's 401.
alter table public.users add column tokens_valid_after timestamptz not null default '-infinity';

create or replace function internal.assert_active_caller()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
    v_claims jsonb := coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb;
    v_user uuid;
    v_issued timestamptz := '-infinity';
    v_valid_after timestamptz;
begin
    begin
        v_user := (v_claims ->> 'sub')::uuid;
    exception when others then
        raise exception 'the token names no user' using errcode = '28000';
    end;
    select u.tokens_valid_after into v_valid_after from public.users u where u.id = v_user;
    if not found then
        raise exception 'the token''s user does not exist' using errcode = '28000';
    end if;
    if jsonb_typeof(v_claims -> 'iat') = 'number' then
        v_issued := to_timestamp((v_claims ->> 'iat')::double precision);
    end if;
    if v_issued < v_valid_after then
        raise exception 'the token was revoked' using errcode = '28000';
    end if;
end
$$;
revoke all on function internal.assert_active_caller() from public;
grant execute on function internal.assert_active_caller() to authenticated, service_role;

-- Revokes every token a user holds. Tokens carry whole seconds (`iat`), so every token issued up
-- to the end of the current second goes; one issued a second later is valid.
create or replace function internal.revoke_tokens(p_user uuid)
returns void
language sql
security definer
set search_path = ''
as $$
    update public.users set tokens_valid_after = date_trunc('second', now()) + interval '1 second' where id = p_user;
$$;
revoke all on function internal.revoke_tokens(uuid) from public;
grant execute on function internal.revoke_tokens(uuid) to service_role;

-- Monthly quotas per tier live here, where they are counted: the limit is no longer a parameter
-- the caller supplies, and the tier is the database's, not the token's (a token keeps the tier
-- of its login for 30 days). Null is unlimited (still counted). Video imports are the Savry
-- import API's figures; segments a month for the TwinMind transcription contract are ours (it
-- states only per-minute limits): about 8 hours of 30-second segments for Free.
create table internal.tier_quotas (
    kind text not null check (kind ~ '^[a-z_]{1,40}$'),
    tier public.user_tier not null,
    monthly_limit integer check (monthly_limit >= 0),
    primary key (kind, tier)
);
alter table internal.tier_quotas enable row level security;
grant select, insert, update, delete on internal.tier_quotas to service_role;
insert into internal.tier_quotas (kind, tier, monthly_limit) values
    ('transcription', 'FREE', 2), ('transcription', 'TESTFLIGHT', 999), ('transcription', 'PRO', null),
    ('transcription', 'PREMIUM', null),
    ('transcribe_segment', 'FREE', 1000), ('transcribe_segment', 'TESTFLIGHT', 20000), ('transcribe_segment', 'PRO', null),
    ('transcribe_segment', 'PREMIUM', null);

drop function internal.reserve_quota(text, integer, date);

-- Takes one unit of the caller's monthly quota of `p_kind` if the caller's tier allows another;
-- atomic under any concurrency (the conditional upsert serialises on the counter row). Returns
-- whether it was taken, the count after, the limit and the tier it was judged by.
create or replace function internal.reserve_quota(p_kind text, p_period_start date)
returns table (allowed boolean, used integer, monthly_limit integer, tier public.user_tier)
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_user uuid := auth.uid();
    v_tier public.user_tier;
    v_limit integer;
    v_used integer;
begin
    select u.tier into v_tier from public.users u where u.id = v_user;
    if v_tier is null then
        raise exception 'quota needs an existing signed-in user' using errcode = '28000';
    end if;
    select q.monthly_limit into v_limit from internal.tier_quotas q where q.kind = p_kind and q.tier = v_tier;
    if not found then
        raise exception 'no quota is defined for %', p_kind using errcode = '22023';
    end if;
    insert into public.usage_counters as c (user_id, kind, period_start, used)
    values (v_user, p_kind, p_period_start, 1)
    on conflict (user_id, kind, period_start) do update
        set used = c.used + 1, updated_at = now()
        where v_limit is null or c.used < v_limit
    returning c.used into v_used;
    if v_used is not null then
        return query select true, v_used, v_limit, v_tier;
        return;
    end if;
    return query select false, c.used, v_limit, v_tier from public.usage_counters c
        where c.user_id = v_user and c.kind = p_kind and c.period_start = p_period_start;
end
$$;
revoke all on function internal.reserve_quota(text, date) from public;
grant execute on function internal.reserve_quota(text, date) to authenticated, service_role;
