CREATE TYPE "public"."advisor_commission_kind" AS ENUM('joining_fee', 'upgrade');--> statement-breakpoint
CREATE TYPE "public"."advisor_commission_status" AS ENUM('pending', 'payable', 'paid', 'held', 'reversed');--> statement-breakpoint
CREATE TYPE "public"."referral_flag" AS ENUM('self_referral', 'burst');--> statement-breakpoint
CREATE TABLE "advisor_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advisor_code_id" uuid NOT NULL,
	"referral_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" text NOT NULL,
	"kind" "advisor_commission_kind" NOT NULL,
	"amount_paise" integer NOT NULL,
	"commission_rate" numeric(5, 2) NOT NULL,
	"commission_paise" integer NOT NULL,
	"status" "advisor_commission_status" NOT NULL,
	"payout_id" uuid,
	"flag" "referral_flag",
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_commissions_paid_has_payout" CHECK (("advisor_commissions"."status" = 'paid') = ("advisor_commissions"."payout_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "advisor_devices" (
	"advisor_code_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_devices_advisor_code_id_device_hash_pk" PRIMARY KEY("advisor_code_id","device_hash")
);
--> statement-breakpoint
CREATE TABLE "advisor_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advisor_code_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"reference" text NOT NULL,
	"paid_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_payouts_amount_positive" CHECK ("advisor_payouts"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "advisor_referrals" ADD COLUMN "flag" "referral_flag";--> statement-breakpoint
ALTER TABLE "advisor_referrals" ADD COLUMN "flag_detail" text;--> statement-breakpoint
ALTER TABLE "advisor_referrals" ADD COLUMN "flag_decision" text;--> statement-breakpoint
ALTER TABLE "advisor_referrals" ADD COLUMN "flag_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "joining_requests" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "advisor_commissions" ADD CONSTRAINT "advisor_commissions_advisor_code_id_advisor_codes_id_fk" FOREIGN KEY ("advisor_code_id") REFERENCES "public"."advisor_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_commissions" ADD CONSTRAINT "advisor_commissions_referral_id_advisor_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."advisor_referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_commissions" ADD CONSTRAINT "advisor_commissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_commissions" ADD CONSTRAINT "advisor_commissions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_commissions" ADD CONSTRAINT "advisor_commissions_payout_id_advisor_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."advisor_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_commissions" ADD CONSTRAINT "advisor_commissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_devices" ADD CONSTRAINT "advisor_devices_advisor_code_id_advisor_codes_id_fk" FOREIGN KEY ("advisor_code_id") REFERENCES "public"."advisor_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_payouts" ADD CONSTRAINT "advisor_payouts_advisor_code_id_advisor_codes_id_fk" FOREIGN KEY ("advisor_code_id") REFERENCES "public"."advisor_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_payouts" ADD CONSTRAINT "advisor_payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advisor_commissions_payment_key" ON "advisor_commissions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "advisor_commissions_advisor_idx" ON "advisor_commissions" USING btree ("advisor_code_id","status");--> statement-breakpoint
CREATE INDEX "advisor_commissions_referral_idx" ON "advisor_commissions" USING btree ("referral_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advisor_payouts_reference_key" ON "advisor_payouts" USING btree ("advisor_code_id","reference");--> statement-breakpoint
CREATE INDEX "advisor_referrals_user_idx" ON "advisor_referrals" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "advisor_referrals" ADD CONSTRAINT "advisor_referrals_flag_decision" CHECK ("advisor_referrals"."flag_decision" in ('released', 'declined'));--> statement-breakpoint
-- The money moves from the registration (advisor_referrals) to one commission row per payment: each
-- existing referral's joining fee becomes a commission with the rate and amount it was recorded with
-- (pending stays pending, earned becomes payable, void or refunded becomes reversed).
INSERT INTO "advisor_commissions" ("advisor_code_id", "referral_id", "user_id", "payment_id", "kind", "amount_paise", "commission_rate", "commission_paise", "status", "reversed_at", "created_at", "updated_at")
SELECT r."advisor_code_id", r."id", r."user_id", a."order_id", 'joining_fee', r."amount_paise", r."commission_rate", r."commission_paise",
	(CASE WHEN r."status" = 'void' OR p."status" = 'refunded' THEN 'reversed' WHEN r."status" = 'earned' THEN 'payable' ELSE 'pending' END)::"advisor_commission_status",
	(CASE WHEN r."status" = 'void' OR p."status" = 'refunded' THEN coalesce(p."refunded_at", now()) END),
	coalesce(p."paid_at", r."created_at"), now()
FROM "advisor_referrals" r
JOIN "applications" a ON a."id" = r."application_id"
JOIN "payments" p ON p."id" = a."order_id"
ON CONFLICT ("payment_id") DO NOTHING;
