-- Savry users (seed 001 login) and monthly usage counters for tier quotas (seed 000).

create type public.user_tier as enum ('FREE', 'TESTFLIGHT', 'PRO', 'PREMIUM');

create table public.users (
    id uuid primary key default gen_random_uuid(),
    email text not null check (length(email) between 3 and 320),
    name text check (length(name) <= 200),
    tier public.user_tier not null default 'FREE',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
);
create unique index users_email_key on public.users (lower(email));
create trigger users_touch before update on public.users
    for each row execute function public.touch_updated_at();

alter table public.users enable row level security;
create policy users_select_own on public.users
    for select to authenticated using (id = auth.uid());
grant select on public.users to authenticated;
grant all on public.users to service_role;

-- Password hashes never live in an API-visible schema.
create table private.user_credentials (
    user_id uuid primary key references public.users (id) on delete cascade,
    password_hash text not null,
    updated_at timestamptz not null default now()
);
alter table private.user_credentials enable row level security;

-- Email + password → the user, or no row. bcrypt (pgcrypto's crypt with a 'bf' salt). An
-- unknown email still pays for one bcrypt round so both failures take the same time.
create or replace function public.authenticate_user(p_email text, p_password text)
returns table (id uuid, email text, name text, tier public.user_tier)
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_user public.users;
    v_hash text;
begin
    select u.* into v_user from public.users u where lower(u.email) = lower(p_email);
    if v_user.id is not null then
        select c.password_hash into v_hash from private.user_credentials c where c.user_id = v_user.id;
    end if;
    if v_hash is null then
        perform extensions.crypt(p_password, extensions.gen_salt('bf', 10));
        return;
    end if;
    if extensions.crypt(p_password, v_hash) = v_hash then
        return query select v_user.id, v_user.email, v_user.name, v_user.tier;
    end if;
end
$$;
revoke all on function public.authenticate_user(text, text) from public;
grant execute on function public.authenticate_user(text, text) to anon, authenticated, service_role;

-- Sets or replaces a password (seed data, admin tooling). Service role only.
create or replace function public.set_user_password(p_user_id uuid, p_password text)
returns void
language sql
security definer
set search_path = ''
as $$
    insert into private.user_credentials (user_id, password_hash)
    values (p_user_id, extensions.crypt(p_password, extensions.gen_salt('bf', 10)))
    on conflict (user_id) do update set password_hash = excluded.password_hash, updated_at = now();
$$;
revoke all on function public.set_user_password(uuid, text) from public;
grant execute on function public.set_user_password(uuid, text) to service_role;

-- One counter per user, kind ('transcription', …) and calendar month (UTC).
create table public.usage_counters (
    user_id uuid not null references public.users (id) on delete cascade,
    kind text not null check (kind ~ '^[a-z_]{1,40}$'),
    period_start date not null,
    used integer not null default 0 check (used >= 0),
    updated_at timestamptz not null default now(),
    primary key (user_id, kind, period_start)
);
alter table public.usage_counters enable row level security;
create policy usage_counters_select_own on public.usage_counters
    for select to authenticated using (user_id = auth.uid());
grant select on public.usage_counters to authenticated;
grant all on public.usage_counters to service_role;
