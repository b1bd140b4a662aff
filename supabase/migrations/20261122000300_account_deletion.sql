-- Deleting a user cascades to their app rows, whose delete triggers recorded a sync tombstone
-- for the user being deleted — a row referencing a user that no longer exists, so the whole
-- account deletion failed on the foreign key. A deleted account needs no tombstones: its
-- devices are signed out and its tombstones would be deleted with it anyway.
create or replace function private.record_tombstone() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
    if exists (select 1 from public.users where id = old.user_id) then
        insert into public.sync_tombstones (user_id, entity, entity_id) values (old.user_id, tg_table_name, old.id::text);
    end if;
    return old;
end
$$;
