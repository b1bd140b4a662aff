-- The account lifecycle: sign-up, Sign in with Apple and Google, rotating refresh tokens,
-- logout, account deletion and export. Built on the existing token design: access tokens stay
-- stateless HS256 JWTs, checked against the database on every transaction
-- (internal.assert_active_caller), which now also honours the session (`sid`) they were issued in.

-- One row per sign-in on a device: the family of refresh tokens that rotate from it. Its owner
-- may see their sessions (a "signed-in devices" screen); only security-definer functions write.
create table public.auth_sessions (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references public.users (id) on delete cascade,
    method text not null check (method in ('password', 'signup', 'apple', 'google')),
    created_at timestamptz not null default now(),
    last_refreshed_at timestamptz,
    -- When the newest refresh token of the family expires (refreshing slides it).
    expires_at timestamptz not null,
    revoked_at timestamptz,
    revoked_reason text check (revoked_reason in ('logout', 'logout_everywhere', 'reuse', 'account'))
);
create index auth_sessions_user_idx on public.auth_sessions (user_id);
alter table public.auth_sessions enable row level security;
create policy auth_sessions_select_own on public.auth_sessions
    for select to authenticated using (user_id = auth.uid());
grant select on public.auth_sessions to authenticated;
grant all on public.auth_sessions to service_role;

-- Refresh tokens, stored as the SHA-256 of the opaque token: 256 random bits need no slow hash,
-- and a hash is what makes the lookup possible. A used token stays (used_at set) until it
-- expires, so presenting it again is recognised as reuse.
create table internal.refresh_tokens (
    token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
    session_id uuid not null references public.auth_sessions (id) on delete cascade,
    user_id uuid not null references public.users (id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
);
create index refresh_tokens_session_idx on internal.refresh_tokens (session_id);
create index refresh_tokens_user_idx on internal.refresh_tokens (user_id);
alter table internal.refresh_tokens enable row level security;
grant select, insert, update, delete on internal.refresh_tokens to service_role;

-- Apple and Google accounts linked to a user, by the provider's `sub` (stable per app), never by
-- email alone. The owner may see which providers are linked.
create table public.user_identities (
    provider text not null check (provider in ('apple', 'google')),
    subject text not null check (length(subject) between 1 and 255),
    user_id uuid not null references public.users (id) on delete cascade,
    email text check (length(email) <= 320),
    created_at timestamptz not null default now(),
    last_sign_in_at timestamptz not null default now(),
    primary key (provider, subject)
);
create index user_identities_user_idx on public.user_identities (user_id);
alter table public.user_identities enable row level security;
create policy user_identities_select_own on public.user_identities
    for select to authenticated using (user_id = auth.uid());
grant select on public.user_identities to authenticated;
grant all on public.user_identities to service_role;

-- The providers' signing keys (JWKS), shared by every function process and runner so that keys
-- are fetched once per cache period, not per request. `attempted_at` lets one process at a time
-- fetch; the others keep using the cached keys meanwhile.
create table internal.identity_provider_keys (
    provider text primary key check (provider in ('apple', 'google')),
    jwks jsonb,
    fetched_at timestamptz,
    fresh_until timestamptz,
    attempted_at timestamptz
);
alter table internal.identity_provider_keys enable row level security;
grant select, insert, update, delete on internal.identity_provider_keys to service_role;

-- Shared content outlives its author: a public community recipe others imported is kept,
-- anonymised, when its owner deletes their account (public.delete_my_account), so the owner may
-- now be nobody. The cascade that deleted it with its owner becomes set null; the deletion
-- function removes the owner's other recipes itself.
alter table public.community_recipes alter column owner_id drop not null;
alter table public.community_recipes drop constraint community_recipes_owner_id_fkey;
alter table public.community_recipes add constraint community_recipes_owner_id_fkey
    foreign key (owner_id) references public.users (id) on delete set null;

-- Emails are stored as users type them; sign-up and sign-in compare them trimmed and lower-cased.
create or replace function internal.normalised_email(p_email text) returns text
language sql immutable
set search_path = ''
as $$
    select lower(btrim(p_email))
$$;

-- Attempts counted per key in the sign-in throttle's 15-minute windows: true when `p_key` has
-- reached `p_limit` in the current window; otherwise counts this attempt.
create or replace function internal.throttled(p_key text, p_limit integer) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_window timestamptz := to_timestamp(floor(extract(epoch from now()) / 900) * 900);
    v_count integer;
begin
    insert into internal.sign_in_failures as f (key, window_start, failures) values (left(p_key, 400), v_window, 1)
    on conflict (key, window_start) do update set failures = f.failures + 1
    returning f.failures into v_count;
    if v_count > p_limit then
        return greatest(1, ceil(extract(epoch from v_window + interval '15 minutes' - now())))::integer;
    end if;
    return null;
end
$$;
revoke all on function internal.throttled(text, integer) from public;

-- Email + password (+ name) → a new FREE user, 'taken' when the email is in use, or 'throttled'
-- (20 sign-ups a quarter hour from one address: each costs a bcrypt round, and the answer says
-- whether an email exists). The password policy is the handler's; this enforces the bcrypt limit
-- again so that nothing is ever silently truncated.
create or replace function public.sign_up(p_email text, p_password text, p_name text, p_address text)
returns table (outcome text, id uuid, email text, name text, tier public.user_tier, retry_after_seconds integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_email text := internal.normalised_email(p_email);
    v_retry integer;
    v_id uuid;
begin
    if octet_length(p_password) < 8 or octet_length(p_password) > 72 then
        raise exception 'password length out of policy' using errcode = '22023';
    end if;
    v_retry := internal.throttled('signup:' || left(coalesce(p_address, ''), 64), 20);
    if v_retry is not null then
        return query select 'throttled'::text, null::uuid, null::text, null::text, null::public.user_tier, v_retry;
        return;
    end if;
    if exists (select 1 from public.users u where lower(u.email) = v_email) then
        return query select 'taken'::text, null::uuid, null::text, null::text, null::public.user_tier, null::integer;
        return;
    end if;
    begin
        insert into public.users (email, name, tier) values (v_email, nullif(btrim(p_name), ''), 'FREE') returning users.id into v_id;
    exception when unique_violation then
        return query select 'taken'::text, null::uuid, null::text, null::text, null::public.user_tier, null::integer;
        return;
    end;
    insert into private.user_credentials (user_id, password_hash) values (v_id, extensions.crypt(p_password, extensions.gen_salt('bf', 10)));
    return query select 'ok'::text, u.id, u.email, u.name, u.tier, null::integer from public.users u where u.id = v_id;
end
$$;
revoke all on function public.sign_up(text, text, text, text) from public;
grant execute on function public.sign_up(text, text, text, text) to anon, authenticated, service_role;

-- A password longer than bcrypt's 72 bytes cannot be anyone's (sign-up refuses them), and bcrypt
-- would compare only its first 72 bytes: such a sign-in is a wrong password, counted as one.
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
    select u.* into v_user from public.users u where lower(u.email) = internal.normalised_email(p_email);
    if v_user.id is not null then
        select c.password_hash into v_hash from private.user_credentials c where c.user_id = v_user.id;
    end if;
    if v_hash is null or octet_length(p_password) > 72 then
        perform extensions.crypt(left(p_password, 72), extensions.gen_salt('bf', 10));
        return;
    end if;
    if extensions.crypt(p_password, v_hash) = v_hash then
        return query select v_user.id, v_user.email, v_user.name, v_user.tier;
    end if;
end
$$;

-- A verified Apple or Google identity → the user it is linked to. Service role only: the caller
-- must have verified the provider's ID token (signature, issuer, audience, expiry, nonce), which
-- the database cannot. An unknown identity is linked to the user with the same email only when
-- the provider says the email is verified (owning the address is what a password reset proves
-- too), and then that account's unverified password is removed; otherwise a new FREE user is
-- created. Outcomes: 'ok', 'email_required' (no email to
-- create an account with), 'email_not_verified' (an unverified email cannot create or claim one).
create or replace function public.sign_in_with_identity(
    p_provider text, p_subject text, p_email text, p_email_verified boolean, p_name text
)
returns table (outcome text, id uuid, email text, name text, tier public.user_tier)
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_user uuid;
    v_email text := nullif(internal.normalised_email(p_email), '');
begin
    for attempt in 1..2 loop
        select i.user_id into v_user from public.user_identities i where i.provider = p_provider and i.subject = p_subject;
        if v_user is not null then
            update public.user_identities i set last_sign_in_at = now(), email = coalesce(v_email, i.email)
            where i.provider = p_provider and i.subject = p_subject;
            return query select 'ok'::text, u.id, u.email, u.name, u.tier from public.users u where u.id = v_user;
            return;
        end if;
        if v_email is null then
            return query select 'email_required'::text, null::uuid, null::text, null::text, null::public.user_tier;
            return;
        end if;
        if not coalesce(p_email_verified, false) then
            return query select 'email_not_verified'::text, null::uuid, null::text, null::text, null::public.user_tier;
            return;
        end if;
        begin
            select u.id into v_user from public.users u where lower(u.email) = v_email;
            if v_user is not null then
                -- Pre-account takeover: anyone can sign up with an address they do not own (we
                -- send no verification mail), then wait for its owner to arrive through a
                -- provider. The provider has verified the address, so its owner takes the
                -- account over: the password nobody verified is removed and every session
                -- ended (their access tokens carry `sid` and die with them).
                delete from private.user_credentials c where c.user_id = v_user;
                if found then
                    update public.auth_sessions s set revoked_at = now(), revoked_reason = 'account'
                    where s.user_id = v_user and s.revoked_at is null;
                end if;
            end if;
            if v_user is null then
                insert into public.users (email, name, tier) values (v_email, nullif(btrim(left(p_name, 200)), ''), 'FREE')
                returning users.id into v_user;
            end if;
            insert into public.user_identities (provider, subject, user_id, email) values (p_provider, p_subject, v_user, v_email);
            return query select 'ok'::text, u.id, u.email, u.name, u.tier from public.users u where u.id = v_user;
            return;
        exception when unique_violation then
            -- A simultaneous first sign-in of the same identity (or email) won: use its row.
            v_user := null;
        end;
    end loop;
    raise exception 'identity sign-in did not settle' using errcode = '40001';
end
$$;
revoke all on function public.sign_in_with_identity(text, text, text, boolean, text) from public;
grant execute on function public.sign_in_with_identity(text, text, text, boolean, text) to service_role;

-- Starts a session with its first refresh token. Service role only: the caller has just
-- authenticated the user (password, sign-up or a verified provider token).
create or replace function public.open_session(p_user uuid, p_method text, p_token_hash text, p_ttl_seconds integer)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_session uuid;
    v_expires timestamptz := now() + make_interval(secs => p_ttl_seconds);
begin
    insert into public.auth_sessions (user_id, method, expires_at) values (p_user, p_method, v_expires) returning auth_sessions.id into v_session;
    insert into internal.refresh_tokens (token_hash, session_id, user_id, expires_at) values (p_token_hash, v_session, p_user, v_expires);
    return v_session;
end
$$;
revoke all on function public.open_session(uuid, text, text, integer) from public;
grant execute on function public.open_session(uuid, text, text, integer) to service_role;

-- Exchanges a refresh token for the next one of its family. Holding the token is the credential,
-- so anyone may call. Outcomes:
--   'ok'       — rotated: the old token is used up, `p_new_hash` is the family's new token.
--   'invalid'  — unknown token, an ended session, or an account whose tokens were revoked.
--   'expired'  — the token outlived its lifetime.
--   'reused'   — a token already exchanged more than `p_grace_seconds` ago: someone kept a copy.
--                The whole family is revoked (RFC 9700 §4.14.2), the legitimate holder's newest
--                token included, and it stays revoked after this transaction.
--   'raced'    — exchanged within the last `p_grace_seconds`: the same client refreshing twice at
--                once (two requests at app launch). Nothing is issued and nothing is revoked; the
--                client uses the pair the first request got.
-- The token row is locked first, so simultaneous exchanges of one token take turns: exactly one
-- is 'ok'.
create or replace function public.refresh_session(p_token_hash text, p_new_hash text, p_ttl_seconds integer, p_grace_seconds integer)
returns table (outcome text, session_id uuid, id uuid, email text, name text, tier public.user_tier)
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_token internal.refresh_tokens;
    v_session public.auth_sessions;
    v_user public.users;
    v_expires timestamptz := now() + make_interval(secs => p_ttl_seconds);
begin
    select t.* into v_token from internal.refresh_tokens t where t.token_hash = p_token_hash for update;
    if not found then
        return query select 'invalid'::text, null::uuid, null::uuid, null::text, null::text, null::public.user_tier;
        return;
    end if;
    select s.* into v_session from public.auth_sessions s where s.id = v_token.session_id for update;
    select u.* into v_user from public.users u where u.id = v_token.user_id;
    if v_session.revoked_at is not null or v_user.tokens_valid_after > v_session.created_at then
        return query select 'invalid'::text, null::uuid, null::uuid, null::text, null::text, null::public.user_tier;
        return;
    end if;
    if v_token.used_at is not null then
        if v_token.used_at > now() - make_interval(secs => p_grace_seconds) then
            return query select 'raced'::text, null::uuid, null::uuid, null::text, null::text, null::public.user_tier;
            return;
        end if;
        update public.auth_sessions s set revoked_at = now(), revoked_reason = 'reuse' where s.id = v_session.id;
        return query select 'reused'::text, null::uuid, null::uuid, null::text, null::text, null::public.user_tier;
        return;
    end if;
    if v_token.expires_at <= now() then
        return query select 'expired'::text, null::uuid, null::uuid, null::text, null::text, null::public.user_tier;
        return;
    end if;
    update internal.refresh_tokens t set used_at = now() where t.token_hash = p_token_hash;
    insert into internal.refresh_tokens (token_hash, session_id, user_id, expires_at) values (p_new_hash, v_session.id, v_user.id, v_expires);
    update public.auth_sessions s set last_refreshed_at = now(), expires_at = v_expires where s.id = v_session.id;
    -- Used tokens are kept for reuse detection only while they could still have been valid.
    delete from internal.refresh_tokens t where t.session_id = v_session.id and t.expires_at < now();
    return query select 'ok'::text, v_session.id, v_user.id, v_user.email, v_user.name, v_user.tier;
end
$$;
revoke all on function public.refresh_session(text, text, integer, integer) from public;
grant execute on function public.refresh_session(text, text, integer, integer) to anon, authenticated, service_role;

-- Logout: ends the session of any token of its family (a used one too). With p_everywhere, every
-- session of the user and every access token already issued (internal.revoke_tokens). Returns
-- whether the token was known; logging out twice is not an error.
create or replace function public.end_session(p_token_hash text, p_everywhere boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_token internal.refresh_tokens;
begin
    select t.* into v_token from internal.refresh_tokens t where t.token_hash = p_token_hash;
    if not found then
        return false;
    end if;
    if p_everywhere then
        update public.auth_sessions s set revoked_at = now(), revoked_reason = 'logout_everywhere'
        where s.user_id = v_token.user_id and s.revoked_at is null;
        perform internal.revoke_tokens(v_token.user_id);
    else
        update public.auth_sessions s set revoked_at = now(), revoked_reason = 'logout'
        where s.id = v_token.session_id and s.revoked_at is null;
    end if;
    return true;
end
$$;
revoke all on function public.end_session(text, boolean) from public;
grant execute on function public.end_session(text, boolean) to anon, authenticated, service_role;

-- An access token issued in a session (`sid`) dies with it: logout takes effect at once for the
-- device that logged out, not after the access token's lifetime.
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
    v_session uuid;
    v_issued timestamptz := '-infinity';
    v_valid_after timestamptz;
begin
    begin
        v_user := (v_claims ->> 'sub')::uuid;
        v_session := (v_claims ->> 'sid')::uuid;
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
    if v_session is not null
        and not exists (select 1 from public.auth_sessions s where s.id = v_session and s.user_id = v_user and s.revoked_at is null) then
        raise exception 'the token''s session has ended' using errcode = '28000';
    end if;
end
$$;

-- Every table holding a user's rows, found from the foreign keys to public.users, so that export
-- and deletion cover a table the day it is added. Credentials are never exported.
create or replace function internal.user_tables()
returns table (schema_name text, table_name text, column_name text, on_delete "char")
language sql
stable
set search_path = ''
as $$
    select n.nspname::text, c.relname::text, a.attname::text, k.confdeltype
    from pg_catalog.pg_constraint k
    join pg_catalog.pg_class c on c.oid = k.conrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
    where k.contype = 'f' and k.confrelid = 'public.users'::regclass
      and n.nspname in ('public', 'internal', 'private')
      and not (n.nspname = 'private' and c.relname = 'user_credentials')
    order by 1, 2, 3
$$;
revoke all on function internal.user_tables() from public;

-- GET /api/app/account/export: everything the caller's account holds, as one JSON document:
-- the profile, then every table's rows that name the caller (table → rows; tables outside
-- `public` as schema.table). Secrets (password and refresh token hashes) are left out.
create or replace function public.export_my_account()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
    v_user uuid := auth.uid();
    v_profile jsonb;
    v_data jsonb := '{}';
    v_rows jsonb;
    v_key text;
    v_table record;
begin
    select to_jsonb(u) - 'tokens_valid_after' into v_profile from public.users u where u.id = v_user;
    if v_profile is null then
        raise exception 'the token''s user does not exist' using errcode = '28000';
    end if;
    v_profile := v_profile || jsonb_build_object(
        'has_password', exists (select 1 from private.user_credentials c where c.user_id = v_user));
    for v_table in select * from internal.user_tables() loop
        execute format(
            'select coalesce(jsonb_agg(to_jsonb(t) - array[''token_hash'', ''password_hash'']), ''[]'') from %I.%I t where t.%I = $1',
            v_table.schema_name, v_table.table_name, v_table.column_name)
        into v_rows using v_user;
        v_key := case when v_table.schema_name = 'public' then v_table.table_name else v_table.schema_name || '.' || v_table.table_name end;
        v_data := v_data || jsonb_build_object(v_key, coalesce(v_data -> v_key, '[]'::jsonb) || v_rows);
    end loop;
    return jsonb_build_object('format', 'recipe-backend.account-export.v1', 'exportedAt', now(), 'user', v_profile, 'data', v_data);
end
$$;
revoke all on function public.export_my_account() from public;
grant execute on function public.export_my_account() to authenticated;

-- DELETE /api/app/account: the caller's user and everything they own, in one transaction.
-- Public community recipes that other users imported are kept, anonymised (no owner, "a former
-- member"); transcripts they paid for stay shared without their name (created_by set null).
-- Everything else naming them — private recipes, meal plans, grocery lists, favourites, imports,
-- transcription segments, sessions, refresh tokens, quotas, identities — goes with the user row.
-- Every token dies at once: assert_active_caller finds no user. Returns what was removed.
create or replace function public.delete_my_account()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_user uuid := auth.uid();
    v_removed jsonb := '{}';
    v_kept jsonb := '{}';
    v_count integer;
    v_key text;
    v_table record;
begin
    perform 1 from public.users u where u.id = v_user for update;
    if not found then
        raise exception 'the token''s user does not exist' using errcode = '28000';
    end if;
    update public.community_recipes r set owner_id = null, owner_username = 'a former member'
    where r.owner_id = v_user and r.is_public
      and exists (select 1 from public.community_recipe_imports i where i.recipe_id = r.id and i.user_id <> v_user);
    get diagnostics v_count = row_count;
    v_kept := v_kept || jsonb_build_object('community_recipes', v_count);
    delete from public.community_recipes r where r.owner_id = v_user;
    get diagnostics v_count = row_count;
    v_removed := v_removed || jsonb_build_object('community_recipes', v_count);
    for v_table in select * from internal.user_tables() where table_name <> 'community_recipes' loop
        execute format('select count(*) from %I.%I t where t.%I = $1', v_table.schema_name, v_table.table_name, v_table.column_name)
        into v_count using v_user;
        -- Named as the export names them.
        v_key := case when v_table.schema_name = 'public' then v_table.table_name else v_table.schema_name || '.' || v_table.table_name end;
        if v_table.on_delete = 'n' then
            v_kept := v_kept || jsonb_build_object(v_key, v_count);
        else
            v_removed := v_removed || jsonb_build_object(v_key, coalesce((v_removed ->> v_key)::integer, 0) + v_count);
        end if;
    end loop;
    delete from public.users u where u.id = v_user;
    return jsonb_build_object('removed', v_removed, 'anonymised', v_kept);
end
$$;
revoke all on function public.delete_my_account() from public;
grant execute on function public.delete_my_account() to authenticated;
