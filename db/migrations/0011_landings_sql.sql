-- Landing themes: rules the application also checks, kept true by the database itself.
-- Slugs are the URL pattern of the spec (routing rule 3), at most 64 characters.
ALTER TABLE "landing_themes" ADD CONSTRAINT "landing_themes_slug_format" CHECK ("slug" ~ '^[a-z0-9-]{1,64}$');--> statement-breakpoint
-- The main theme is served at /: it is always an active one.
ALTER TABLE "landing_themes" ADD CONSTRAINT "landing_themes_main_is_active" CHECK ("actif" OR NOT "est_accueil");
