-- One normal form for email addresses: trimmed, compatibility-normalised and lower-cased. Before,
-- only trimming and lower-casing: "josé@…" typed with a combining accent (NFD) and with the
-- precomposed letter (NFC), or "ｔｅｓｔ@…" in fullwidth letters, were separate addresses, so
-- one address could hold two accounts, and a sign-in in the other spelling reached the other
-- account. NFKC maps both to the address they look like. The outer normalize keeps the form
-- stable when lower-casing yields a combining sequence.
create or replace function internal.normalised_email(p_email text) returns text
language sql immutable
set search_path = ''
as $$
    select normalize(lower(normalize(btrim(p_email), NFKC)), NFKC)
$$;

-- Accounts whose addresses become one under the new form cannot be merged by a migration: stop
-- and say so, rather than pick one.
do $$
declare
    v_clashes integer;
begin
    select count(*) into v_clashes
    from (select 1 from public.users u group by internal.normalised_email(u.email) having count(*) > 1) c;
    if v_clashes > 0 then
        raise exception '% email addresses name more than one account once normalised (NFKC, lower case); merge or rename those accounts, then migrate again', v_clashes;
    end if;
end
$$;

-- Sign-up and identity sign-in store the normal form; earlier rows are brought to it, so the
-- lookups on lower(email) (and its unique index) keep finding them.
update public.users u set email = internal.normalised_email(u.email) where u.email is distinct from internal.normalised_email(u.email);
create unique index users_email_normal_form_key on public.users (internal.normalised_email(email));

-- The sign-in throttle counts failures per email in the same normal form: otherwise every
-- spelling of one address (each fullwidth letter, each accent composed or not) would be a fresh
-- allowance of wrong passwords against the same account. As in 20261123000300 but for v_email.
create or replace function public.sign_in(p_email text, p_password text, p_address text)
returns table (outcome text, id uuid, email text, name text, tier public.user_tier, retry_after_seconds integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_window timestamptz := to_timestamp(floor(extract(epoch from now()) / 900) * 900);
    v_email text := left(internal.normalised_email(p_email), 320);
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
