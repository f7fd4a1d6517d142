CREATE TABLE "file_deletions" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"user_id" uuid,
	"action_id" uuid,
	"card_id" uuid,
	"checklist_item_id" text,
	"application_id" uuid,
	"claimed_at" timestamp with time zone,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"original_name" text DEFAULT '' NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
DROP TABLE "action_documents" CASCADE;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_deletions_due_idx" ON "file_deletions" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "uploads_action_item_idx" ON "uploads" USING btree ("action_id","checklist_item_id");--> statement-breakpoint
CREATE INDEX "uploads_user_type_idx" ON "uploads" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "uploads_card_idx" ON "uploads" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "uploads_pending_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."type" = 'candidature' and "uploads"."claimed_at" is null;