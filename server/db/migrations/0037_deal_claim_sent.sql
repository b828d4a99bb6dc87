ALTER TABLE "deal_claims" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deal_claims" ADD COLUMN "sent_by" uuid;--> statement-breakpoint
ALTER TABLE "deal_claims" ADD CONSTRAINT "deal_claims_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;