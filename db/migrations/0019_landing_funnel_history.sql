CREATE TABLE "landing_theme_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"kind" text NOT NULL,
	"restored_from" uuid,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_views" (
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "landing_views_slug_day_lang_pk" PRIMARY KEY("slug","day","lang")
);
--> statement-breakpoint
ALTER TABLE "landing_theme_history" ADD CONSTRAINT "landing_theme_history_slug_landing_themes_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."landing_themes"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_theme_history" ADD CONSTRAINT "landing_theme_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landing_theme_history_slug_idx" ON "landing_theme_history" USING btree ("slug","changed_at");