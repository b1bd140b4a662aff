-- Development and test data. Applied after migrations on the embedded database (and again
-- whenever this file changes); every statement is idempotent.

-- Seed 001 test accounts, password "password123" (bcrypt through pgcrypto).
insert into public.users (id, email, name, tier) values
    ('00000000-0000-4000-8000-000000000001', 'test@example.com', 'Test User', 'FREE'),
    ('00000000-0000-4000-8000-000000000002', 'pro@example.com', 'Pro User', 'PRO')
on conflict (id) do update set email = excluded.email, name = excluded.name, tier = excluded.tier;

select public.set_user_password(u.id, 'password123')
from public.users u
where u.id in ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002')
  and not exists (select 1 from private.user_credentials c where c.user_id = u.id);
