CREATE TABLE "issued_documents" (
	"kind" text NOT NULL,
	"document_id" uuid NOT NULL,
	"number" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issued_documents_kind_document_id_pk" PRIMARY KEY("kind","document_id"),
	CONSTRAINT "issued_documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "buyer_business" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "vat_regime" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_regime" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "vat_regime" text;