-- Imports of videos from the user's own device. The Savry app's sample code sends the camera-roll
-- file URL of the picked video; such a video has no platform id, so it is keyed by its audio
-- (`device:<first 128 bits of the audio's SHA-256>`) and found again by its fingerprint.

alter type public.video_platform add value if not exists 'device';

-- The distinct 32-bit values of a Chromaprint fingerprint (little-endian bytes), as signed
-- integers, without 0 and -1 (silence and clipping say nothing about which recording it is).
-- A re-encode of the same audio keeps about 90 % of its values exactly; a different recording
-- shares next to none, so the values are an inverted index of recordings (AudioFingerprint.terms
-- computes the same in Swift).
create function internal.fingerprint_terms(p_fingerprint bytea) returns int[]
language sql immutable strict parallel safe
as $$
    select coalesce(array_agg(distinct v order by v), '{}')
    from (
        select (get_byte(p_fingerprint, i) | (get_byte(p_fingerprint, i + 1) << 8) | (get_byte(p_fingerprint, i + 2) << 16)
                | (get_byte(p_fingerprint, i + 3) << 24)) as v
        from generate_series(0, length(p_fingerprint) - 4, 4) as i
    ) as value
    where v not in (0, -1)
$$;
-- Executable by everyone: the generated column below runs it as whichever role inserts.

alter table public.transcripts
    add column fingerprint_terms int[] generated always as (internal.fingerprint_terms(fingerprint)) stored;
create index transcripts_fingerprint_terms on public.transcripts using gin (fingerprint_terms);

-- A community recipe may come from a device video (no public URL; the key is the audio's).
alter table public.community_recipes drop constraint community_recipes_source_key_check;
alter table public.community_recipes add constraint community_recipes_source_key_check
    check (source_key ~ '^(tiktok|instagram|youtube):[A-Za-z0-9_-]{1,128}$' or source_key ~ '^device:[0-9a-f]{32}$');
