-- One single-flight primitive for every shared, expensive piece of work: extracting a video's
-- recipe (ChefStream), transcribing a video's audio (the Savry import API) and generating a
-- recipe for a normalised request (the Savry app API). Each had its own claims table (or, for
-- recipes, a 'generating' status on the recipes row); now one lease table serves all three.
--
-- A lease row is a claim: the first request inserts it and does the work; others wait for the
-- result; a claim whose holder died expires and the next request takes it over. The result and
-- the release (a delete by scope, key and holder) commit in one transaction. Keys are matched by
-- their SHA-256, so a key of any length (a long generation request) fits the index; `key` keeps
-- a readable prefix for operators.
create table internal.leases (
    scope text not null check (scope in ('recipe', 'transcript', 'generation')),
    key_hash bytea not null,
    key text not null,
    holder uuid not null,
    expires_at timestamptz not null,
    claimed_at timestamptz not null default now(),
    primary key (scope, key_hash)
);
alter table internal.leases enable row level security;
grant select, insert, update, delete on internal.leases to service_role;

drop table public.transcription_claims;
drop table public.recipe_generation_claims;

-- A recipe row now holds results only (ready, not_recipe, failed); an extraction in progress is
-- a lease. `attempts` counts stored outcomes.
alter table public.recipes drop column lease_expires_at;
