-- Sign-in throttling. Every wrong password cost a bcrypt round and nothing stopped a client from
-- trying hundreds a minute. Failures are counted per (email, client address), per email and per
-- address in fixed 15-minute windows, in Postgres so that every runner instance shares them.
-- An email that exists and one that does not are counted and answered alike. The limits keep a
-- stranger who knows an email from locking its owner out for long: 5 failures from one address
-- for one email, 50 for the email from anywhere, 50 from one address for any email.
create table internal.sign_in_failures (
    key text not null check (length(key) <= 400),
    window_start timestamptz not null,
    failures integer not null default 0,
    primary key (key, window_start)
);
alter table internal.sign_in_failures enable row level security;
grant select, insert, update, delete on internal.sign_in_failures to service_role;

-- Email + password + the client's address → 'ok' and the user, 'invalid', or 'throttled' with the
-- seconds until the window ends. A throttled attempt does not check the password (no bcrypt round).
create or replace function public.sign_in(p_email text, p_password text, p_address text)
returns table (outcome text, id uuid, email text, name text, tier public.user_tier, retry_after_seconds integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_window timestamptz := to_timestamp(floor(extract(epoch from now()) / 900) * 900);
    v_email text := left(lower(btrim(p_email)), 320);
    v_address text := left(coalesce(p_address, ''), 64);
    v_keys text[] := array['pair:' || v_email || '|' || v_address, 'email:' || v_email, 'address:' || v_address];
    v_limits integer[] := array[5, 50, 50];
    v_failures integer;
    v_id uuid;
    v_user_email text;
    v_name text;
    v_tier public.user_tier;
begin
    -- Attempts for one email from one address take turns, so simultaneous ones cannot all pass
    -- the check before any failure is counted.
    perform pg_advisory_xact_lock(hashtextextended(v_keys[1], 0));
    for i in 1..3 loop
        select f.failures into v_failures from internal.sign_in_failures f where f.key = v_keys[i] and f.window_start = v_window;
        if coalesce(v_failures, 0) >= v_limits[i] then
            return query select 'throttled'::text, null::uuid, null::text, null::text, null::public.user_tier,
                greatest(1, ceil(extract(epoch from v_window + interval '15 minutes' - now())))::integer;
            return;
        end if;
    end loop;
    select a.id, a.email, a.name, a.tier into v_id, v_user_email, v_name, v_tier from public.authenticate_user(p_email, p_password) a;
    if found then
        return query select 'ok'::text, v_id, v_user_email, v_name, v_tier, null::integer;
        return;
    end if;
    for i in 1..3 loop
        insert into internal.sign_in_failures as f (key, window_start, failures) values (v_keys[i], v_window, 1)
        on conflict (key, window_start) do update set failures = f.failures + 1;
    end loop;
    delete from internal.sign_in_failures f where f.key = any (v_keys) and f.window_start < v_window;
    return query select 'invalid'::text, null::uuid, null::text, null::text, null::public.user_tier, null::integer;
end
$$;
revoke all on function public.sign_in(text, text, text) from public;
grant execute on function public.sign_in(text, text, text) to anon, authenticated, service_role;
