-- Fit: each category's size chart (the fit domain's size_charts) and each product's cut (slim, regular,
-- relaxed; regular for the products already there), which "Your size" reads.
CREATE TYPE "public"."product_fit" AS ENUM('slim', 'regular', 'relaxed');--> statement-breakpoint
CREATE TABLE "size_charts" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"rows" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fit" "product_fit" DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "size_charts" ADD CONSTRAINT "size_charts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_charts" ADD CONSTRAINT "size_charts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;