-- The transcripts read policy asks, per row, whether the transcript is filed under a public
-- (non-device) key. Written as a plain `exists`, Postgres turns it into a semi-join or a hashed
-- subplan: a read that is not by key (a page of 50) first hashed every shared key, 36 ms at
-- 100,000 transcripts in `bench scale`, growing with the table. `offset 0` keeps the subquery
-- from being flattened or hashed, so each row the read actually visits costs one probe of
-- `transcript_keys (transcript_id)`: a page is a page at any size. A whole-table read pays a
-- probe per row instead of one hash, which no product path does (the functions read by key).
-- Same rule as before; only its plan changes.
drop policy transcripts_read on public.transcripts;
create policy transcripts_read on public.transcripts for select to authenticated using (
    created_by = auth.uid()
    or exists (
        select 1 from public.transcript_keys k
        where k.transcript_id = transcripts.id and k.platform <> 'device'
        offset 0
    )
);
