CREATE TYPE "public"."payment_purpose" AS ENUM('joining_fee', 'order', 'upgrade', 're_entry', 'renewal');--> statement-breakpoint
CREATE TABLE "joining_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan" "plan" NOT NULL,
	"channel" "notification_channel" NOT NULL,
	"contact" text NOT NULL,
	"verification_token_hash" text NOT NULL,
	"advisor_code_id" uuid NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"purpose" "payment_purpose" NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" "payment_status" DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every joining-fee order becomes a joining request (onboarding's) and a payment of purpose
-- joining_fee whose reference is that request: ids are derived from the order id, so this is repeatable.
INSERT INTO "joining_requests" ("id", "plan", "channel", "contact", "verification_token_hash", "advisor_code_id", "user_id", "created_at")
SELECT md5('joining_request:' || "id")::uuid, "plan", "channel", "contact", "verification_token_hash", "advisor_code_id", "user_id", "created_at"
FROM "payment_orders";
--> statement-breakpoint
INSERT INTO "payments" ("id", "provider", "purpose", "reference", "user_id", "amount_paise", "currency", "status", "payment_id", "paid_at", "refund_id", "refunded_at", "created_at", "updated_at")
SELECT "id", "provider", 'joining_fee', md5('joining_request:' || "id")::uuid::text, "user_id", "amount_paise", "currency", "status", "payment_id", "paid_at", "refund_id", "refunded_at", "created_at", "updated_at"
FROM "payment_orders";
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_order_id_payment_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_order_id_payment_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "joining_requests" ADD CONSTRAINT "joining_requests_advisor_code_id_advisor_codes_id_fk" FOREIGN KEY ("advisor_code_id") REFERENCES "public"."advisor_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joining_requests" ADD CONSTRAINT "joining_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "joining_requests_contact_idx" ON "joining_requests" USING btree ("contact");--> statement-breakpoint
CREATE INDEX "payments_purpose_reference_idx" ON "payments" USING btree ("purpose","reference");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_key" ON "payments" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_order_id_payments_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_payments_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;