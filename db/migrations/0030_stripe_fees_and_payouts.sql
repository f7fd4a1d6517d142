CREATE TABLE "payment_fees" (
	"invoice_number" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"fee_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"arrival_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
