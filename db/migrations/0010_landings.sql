CREATE TABLE "landing_images" (
	"name" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"small_name" text,
	"small_width" integer,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_themes" (
	"slug" text PRIMARY KEY NOT NULL,
	"raw_html" text NOT NULL,
	"raw_html_en" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"image_alt" text DEFAULT '' NOT NULL,
	"image_alt_en" text DEFAULT '' NOT NULL,
	"palette" jsonb NOT NULL,
	"default_image" text,
	"image_url" text,
	"actif" boolean DEFAULT true NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	"est_accueil" boolean DEFAULT false NOT NULL,
	"blocks_config" jsonb NOT NULL,
	"source_fingerprint" text NOT NULL,
	"file_blocks_fingerprint" text NOT NULL,
	"html_content" text,
	"html_content_en" text,
	"html_baked" text,
	"html_baked_en" text,
	"baked_at" timestamp with time zone,
	"baked_source_fingerprint" text,
	"baked_shared_fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "landing_themes_one_main" ON "landing_themes" USING btree ("est_accueil") WHERE "landing_themes"."est_accueil";--> statement-breakpoint
CREATE INDEX "landing_themes_ordre_idx" ON "landing_themes" USING btree ("ordre","slug");