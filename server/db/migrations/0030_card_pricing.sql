ALTER TYPE "public"."point_kind" ADD VALUE 'spent';--> statement-breakpoint
ALTER TYPE "public"."point_kind" ADD VALUE 'spent_return';--> statement-breakpoint
CREATE TABLE "card_rules" (
	"key" text PRIMARY KEY NOT NULL,
	"int_value" integer,
	"text_value" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "card_rules_one_value" CHECK (num_nonnulls("card_rules"."int_value", "card_rules"."text_value") = 1)
);
--> statement-breakpoint
CREATE TABLE "monthly_picks" (
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_total";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_positive";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_sum";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "rules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "rules_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rules_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "priced_with" jsonb;--> statement-breakpoint
ALTER TABLE "card_rules" ADD CONSTRAINT "card_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_picks" ADD CONSTRAINT "monthly_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_picks" ADD CONSTRAINT "monthly_picks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_picks_once_key" ON "monthly_picks" USING btree ("user_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_picks_order_key" ON "monthly_picks" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_total_not_negative" CHECK ("order_lines"."line_total_paise" >= 0);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_total" CHECK ("order_lines"."line_total_paise" = "order_lines"."unit_price_paise" * "order_lines"."quantity" + "order_lines"."rules_paise");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total_paise" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_sum" CHECK ("orders"."total_paise" = "orders"."subtotal_paise" + "orders"."shipping_paise" + "orders"."rules_paise");