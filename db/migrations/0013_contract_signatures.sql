CREATE TABLE "collaboration_contract_pdfs" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collaboration_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collaboration_signatures" (
	"match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"typed_name" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collaboration_signatures_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "collaboration_matches" ADD COLUMN "sealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collaboration_matches" ADD COLUMN "sealed_pdf_sha256" text;--> statement-breakpoint
ALTER TABLE "collaboration_matches" ADD COLUMN "signing_cert_fingerprint" text;--> statement-breakpoint
ALTER TABLE "collaboration_matches" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collaboration_matches" ADD COLUMN "closed_by" uuid;--> statement-breakpoint
ALTER TABLE "collaboration_contract_pdfs" ADD CONSTRAINT "collaboration_contract_pdfs_match_id_collaboration_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."collaboration_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_events" ADD CONSTRAINT "collaboration_events_match_id_collaboration_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."collaboration_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_events" ADD CONSTRAINT "collaboration_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_signatures" ADD CONSTRAINT "collaboration_signatures_match_id_collaboration_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."collaboration_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_signatures" ADD CONSTRAINT "collaboration_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaboration_events_match_idx" ON "collaboration_events" USING btree ("match_id","at");--> statement-breakpoint
ALTER TABLE "collaboration_matches" ADD CONSTRAINT "collaboration_matches_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collaboration_matches_sealed_pdf_unique" ON "collaboration_matches" USING btree ("sealed_pdf_sha256");--> statement-breakpoint
CREATE INDEX "collaboration_matches_contract_hash_idx" ON "collaboration_matches" USING btree ("contract_hash");--> statement-breakpoint
ALTER TABLE "collaboration_matches" ADD CONSTRAINT "collaboration_matches_seal_complete" CHECK (("collaboration_matches"."sealed_at" is null) = ("collaboration_matches"."sealed_pdf_sha256" is null) and ("collaboration_matches"."sealed_at" is null) = ("collaboration_matches"."signing_cert_fingerprint" is null) and ("collaboration_matches"."sealed_at" is null or "collaboration_matches"."finalized_at" is not null));--> statement-breakpoint
ALTER TABLE "collaboration_matches" ADD CONSTRAINT "collaboration_matches_sealed_or_closed" CHECK ("collaboration_matches"."sealed_at" is null or "collaboration_matches"."closed_at" is null);