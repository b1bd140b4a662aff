-- Trust: the shared transcript of a video is the one its uploaders agree on.
--
-- Before this, the first audio anyone uploaded for a video URL became every user's transcript
-- of it (and the input of its public ChefStream recipe). Now every transcript keeps the acoustic
-- fingerprint of the audio it was made from (Chromaprint, raw 32-bit values), and every user
-- whose upload for a video matched a transcript vouches for it. The video's shared entry
-- (transcript_keys) is the transcript with the most distinct vouchers; a request without audio,
-- and the ChefStream recipe, use it only once two users vouched for it (or an operator stored it).

alter table public.transcripts add column fingerprint bytea
    check (fingerprint is null or (octet_length(fingerprint) % 4 = 0 and octet_length(fingerprint) <= 64000));

alter table public.transcript_keys
    add column vouchers integer not null default 0 check (vouchers >= 0),
    add column operator_vouched boolean not null default false;

-- One row per (video, transcript, user): the user uploaded audio for the video that matched the
-- transcript (same bytes, or a fingerprint within the match threshold). Private to the functions.
create table internal.transcript_vouchers (
    platform public.video_platform not null,
    video_id text not null,
    transcript_id uuid not null references public.transcripts (id) on delete cascade,
    user_id uuid not null references public.users (id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (platform, video_id, transcript_id, user_id)
);

-- An upload that did not match the video's shared entry: what was there, what the user's audio
-- produced instead, and how far apart the fingerprints were (null when one had none).
create table internal.transcript_disputes (
    id bigint generated always as identity primary key,
    platform public.video_platform not null,
    video_id text not null,
    shared_transcript_id uuid references public.transcripts (id) on delete set null,
    uploaded_transcript_id uuid references public.transcripts (id) on delete set null,
    user_id uuid references public.users (id) on delete set null,
    bit_error_rate real check (bit_error_rate between 0 and 1),
    created_at timestamptz not null default now()
);
create index transcript_disputes_video_idx on internal.transcript_disputes (platform, video_id);

revoke all on internal.transcript_vouchers, internal.transcript_disputes from public, anon, authenticated;
grant all on internal.transcript_vouchers, internal.transcript_disputes to service_role;

-- Re-elects a video's shared entry: the transcript with the most distinct vouchers; the current
-- entry keeps its place on a tie, so one new uploader cannot flip a video back and forth.
create or replace function internal.elect_transcript(p_platform public.video_platform, p_video_id text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
    v_current uuid;
    v_current_count integer;
    v_best uuid;
    v_best_count integer;
begin
    select k.transcript_id into v_current from public.transcript_keys k
    where k.platform = p_platform and k.video_id = p_video_id
    for update;
    if not found then
        return;
    end if;
    select count(*) into v_current_count from internal.transcript_vouchers v
    where v.platform = p_platform and v.video_id = p_video_id and v.transcript_id = v_current;
    select v.transcript_id, count(*) into v_best, v_best_count from internal.transcript_vouchers v
    where v.platform = p_platform and v.video_id = p_video_id
    group by v.transcript_id
    order by count(*) desc, min(v.created_at)
    limit 1;
    if v_best is not null and v_best_count > v_current_count then
        update public.transcript_keys set transcript_id = v_best, vouchers = v_best_count
        where platform = p_platform and video_id = p_video_id;
    else
        update public.transcript_keys set vouchers = v_current_count
        where platform = p_platform and video_id = p_video_id and vouchers is distinct from v_current_count;
    end if;
end
$$;
revoke all on function internal.elect_transcript(public.video_platform, text) from public;
grant execute on function internal.elect_transcript(public.video_platform, text) to service_role;

-- Every change of vouchers re-elects, including the cascade when a user deletes their account
-- (their vouchers go; the transcripts others imported stay, anonymised).
create or replace function internal.transcript_vouchers_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
    if tg_op = 'DELETE' then
        perform internal.elect_transcript(old.platform, old.video_id);
    else
        perform internal.elect_transcript(new.platform, new.video_id);
    end if;
    return null;
end
$$;
create trigger transcript_vouchers_elect after insert or delete on internal.transcript_vouchers
    for each row execute function internal.transcript_vouchers_changed();

-- What existed before: each transcript vouched for by the user who paid for it; transcripts
-- nobody uploaded (the seeded catalogue) count as stored by an operator.
insert into internal.transcript_vouchers (platform, video_id, transcript_id, user_id)
select k.platform, k.video_id, k.transcript_id, t.created_by
from public.transcript_keys k join public.transcripts t on t.id = k.transcript_id
where t.created_by is not null
on conflict do nothing;
update public.transcript_keys k set operator_vouched = true
from public.transcripts t
where t.id = k.transcript_id and t.created_by is null and t.audio_sha256 is null;

-- The ChefStream recipe's inputs: a transcript only when it is vouched for.
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
            and (k.operator_vouched or k.vouchers >= 2)
        left join public.transcripts t on t.id = k.transcript_id
        where v.video_id = p_video_id);
end
$$;

-- recipe_sources kept the transcript a recipe was made from, readable by guests, while
-- transcripts themselves are for signed-in users only: transcript rows are no longer readable
-- by anyone but the functions.
drop policy recipe_sources_read on public.recipe_sources;
create policy recipe_sources_read on public.recipe_sources for select to anon, authenticated
    using (source_type <> 'transcript');
