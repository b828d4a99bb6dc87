CREATE TYPE "public"."deal_kind" AS ENUM('points', 'piece');--> statement-breakpoint
ALTER TYPE "public"."point_kind" ADD VALUE 'dynamo_deal';--> statement-breakpoint
CREATE TABLE "deal_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"kind" "deal_kind" NOT NULL,
	"points" integer,
	"product_id" uuid,
	"variant_id" uuid,
	"quantity" integer NOT NULL,
	"remaining" integer NOT NULL,
	"title" text NOT NULL,
	"words" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_quantity_positive" CHECK ("deals"."quantity" >= 1),
	CONSTRAINT "deals_remaining_range" CHECK ("deals"."remaining" >= 0 and "deals"."remaining" <= "deals"."quantity"),
	CONSTRAINT "deals_gift_shape" CHECK (("deals"."kind" = 'points' and "deals"."points" > 0 and "deals"."product_id" is null and "deals"."variant_id" is null) or ("deals"."kind" = 'piece' and "deals"."points" is null and "deals"."product_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "deal_claims" ADD CONSTRAINT "deal_claims_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_claims" ADD CONSTRAINT "deal_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_claims_once_key" ON "deal_claims" USING btree ("deal_id","user_id");--> statement-breakpoint
CREATE INDEX "deal_claims_user_idx" ON "deal_claims" USING btree ("user_id","claimed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "deals_day_key" ON "deals" USING btree ("day");