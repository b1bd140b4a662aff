-- A recipe video whose recipe cannot be read here (the description only links to it, nothing in
-- the transcript): stored as `incomplete` with what is missing and the link, never as an empty
-- `ready` recipe (the ChefStream PRD's REQ-6: say "No recipe available").
alter type public.recipe_status add value if not exists 'incomplete';
