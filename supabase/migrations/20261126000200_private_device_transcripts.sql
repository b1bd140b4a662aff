-- The transcript cache is readable by every signed-in user because its transcripts are of public
-- videos (TikTok, Instagram, YouTube). A device video (a camera-roll import, a library upload) is
-- private: its transcript is served by the functions only to someone who sends the same audio.
-- So a signed-in user reads a transcript directly only when it is filed under a public video or
-- they made it; device keys are read by the functions alone (they say which audio was imported).
drop policy transcripts_read on public.transcripts;
create policy transcripts_read on public.transcripts for select to authenticated using (
    created_by = auth.uid()
    or exists (
        select 1 from public.transcript_keys k
        where k.transcript_id = transcripts.id and k.platform <> 'device'
    )
);

drop policy transcript_keys_read on public.transcript_keys;
create policy transcript_keys_read on public.transcript_keys for select to authenticated using (platform <> 'device');
