ALTER TABLE "orders" ADD COLUMN "emi_months" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "emi_months" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_emi_months" CHECK ("orders"."emi_months" is null or "orders"."emi_months" in (3, 6, 9, 12));