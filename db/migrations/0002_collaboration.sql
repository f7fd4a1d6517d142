CREATE TABLE "collaboration_answers" (
	"match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collaboration_answers_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "collaboration_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"reply_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contract_text" text,
	"contract_hash" text,
	"contract_lang" text,
	"contract_parties" jsonb,
	"finalized_at" timestamp with time zone,
	CONSTRAINT "collaboration_matches_contract_complete" CHECK (("collaboration_matches"."contract_text" is null) = ("collaboration_matches"."contract_hash" is null) and ("collaboration_matches"."contract_text" is null) = ("collaboration_matches"."finalized_at" is null))
);
--> statement-breakpoint
CREATE TABLE "collaboration_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collaboration_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'ouverte' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "collaboration_requests_status_check" CHECK ("collaboration_requests"."status" in ('ouverte', 'fermee'))
);
--> statement-breakpoint
ALTER TABLE "collaboration_answers" ADD CONSTRAINT "collaboration_answers_match_id_collaboration_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."collaboration_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_answers" ADD CONSTRAINT "collaboration_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_matches" ADD CONSTRAINT "collaboration_matches_request_id_collaboration_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."collaboration_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_matches" ADD CONSTRAINT "collaboration_matches_reply_id_collaboration_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."collaboration_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_matches" ADD CONSTRAINT "collaboration_matches_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_matches" ADD CONSTRAINT "collaboration_matches_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_replies" ADD CONSTRAINT "collaboration_replies_request_id_collaboration_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."collaboration_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_replies" ADD CONSTRAINT "collaboration_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_requests" ADD CONSTRAINT "collaboration_requests_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaboration_answers_user_idx" ON "collaboration_answers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collaboration_matches_reply_unique" ON "collaboration_matches" USING btree ("reply_id");--> statement-breakpoint
CREATE INDEX "collaboration_matches_requester_idx" ON "collaboration_matches" USING btree ("requester_id");--> statement-breakpoint
CREATE INDEX "collaboration_matches_partner_idx" ON "collaboration_matches" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "collaboration_matches_request_idx" ON "collaboration_matches" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collaboration_replies_request_author_unique" ON "collaboration_replies" USING btree ("request_id","author_id");--> statement-breakpoint
CREATE INDEX "collaboration_replies_author_idx" ON "collaboration_replies" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collaboration_requests_open_idx" ON "collaboration_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "collaboration_requests"."status" = 'ouverte';--> statement-breakpoint
CREATE INDEX "collaboration_requests_author_idx" ON "collaboration_requests" USING btree ("author_id","created_at" DESC NULLS LAST);