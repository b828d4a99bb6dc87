CREATE TYPE "public"."delivery_status" AS ENUM('queued', 'sent', 'delivered', 'failed');--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "vars" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "transport" text DEFAULT 'outbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "status" "delivery_status" DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
UPDATE "notifications" SET "status" = 'sent', "sent_at" = "created_at";--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("next_attempt_at") WHERE "notifications"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "notifications_provider_id_idx" ON "notifications" USING btree ("provider_message_id");