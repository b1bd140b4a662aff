-- The inputs' hash is computed on every recipe lookup. As a SQL-language SECURITY DEFINER
-- function (which Postgres cannot inline) its body was parsed and planned on every call; in
-- PL/pgSQL the plan is cached per session, which a warm worker's kept connection reuses.
create or replace function internal.video_source_hash(p_video_id text) returns text
language plpgsql stable
security definer
set search_path = ''
as $$
begin
    return (
        select encode(extensions.digest(
            coalesce(v.description, '') || E'\n\x1e\n' || coalesce(t.transcript, ''), 'sha256'), 'hex')
        from public.videos v
        left join public.transcript_keys k on k.platform = 'youtube' and k.video_id = v.video_id
        left join public.transcripts t on t.id = k.transcript_id
        where v.video_id = p_video_id);
end
$$;
