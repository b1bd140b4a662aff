-- Supabase conventions: the API roles, the login role functions connect as, and the auth.*
-- helpers that row-level security policies read. Written to be a no-op where a Supabase
-- project already has them.

do $$
begin
    if not exists (select 1 from pg_roles where rolname = 'anon') then
        create role anon nologin noinherit;
    end if;
    if not exists (select 1 from pg_roles where rolname = 'authenticated') then
        create role authenticated nologin noinherit;
    end if;
    if not exists (select 1 from pg_roles where rolname = 'service_role') then
        create role service_role nologin noinherit bypassrls;
    end if;
    if not exists (select 1 from pg_roles where rolname = 'authenticator') then
        -- The only role functions log in as. NOINHERIT: it holds no privileges of its own until a
        -- transaction switches to one of the API roles with set_config('role', …, true).
        create role authenticator login noinherit;
    end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

-- Private schema: credentials and internals. No API role has USAGE on it; security-definer
-- functions are the only way in.
create schema if not exists private;
revoke all on schema private from public;

do $$
begin
    if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                   where n.nspname = 'auth' and p.proname = 'jwt') then
        execute $f$
            create function auth.jwt() returns jsonb
            language sql stable
            as $body$
                select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
            $body$
        $f$;
    end if;
    if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                   where n.nspname = 'auth' and p.proname = 'uid') then
        execute $f$
            create function auth.uid() returns uuid
            language sql stable
            as $body$
                select nullif(auth.jwt() ->> 'sub', '')::uuid
            $body$
        $f$;
    end if;
    if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                   where n.nspname = 'auth' and p.proname = 'role') then
        execute $f$
            create function auth.role() returns text
            language sql stable
            as $body$
                select coalesce(auth.jwt() ->> 'role', current_setting('role', true))
            $body$
        $f$;
    end if;
end
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;

grant usage on schema public to anon, authenticated, service_role;

-- Keeps updated_at honest on every table that has one.
create or replace function public.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
    new.updated_at := clock_timestamp();
    return new;
end
$$;
