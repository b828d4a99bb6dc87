CREATE TABLE "fit_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_line_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"fit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fit_reports_fit" CHECK ("fit_reports"."fit" in ('small', 'true', 'large'))
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_product_variant_key";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fit_tendency" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "for_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "for_name" text;--> statement-breakpoint
ALTER TABLE "fit_reports" ADD CONSTRAINT "fit_reports_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_reports" ADD CONSTRAINT "fit_reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_reports" ADD CONSTRAINT "fit_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fit_reports_line_key" ON "fit_reports" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "fit_reports_product_idx" ON "fit_reports" USING btree ("product_id","fit");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_profile_id_preference_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."preference_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_for_profile_id_preference_profiles_id_fk" FOREIGN KEY ("for_profile_id") REFERENCES "public"."preference_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_product_variant_profile_key" UNIQUE NULLS NOT DISTINCT("user_id","product_id","variant_id","profile_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fit_tendency" CHECK ("products"."fit_tendency" is null or "products"."fit_tendency" in ('small', 'true', 'large'));--> statement-breakpoint
-- The page carries the fit tendency (orders' fit answers, set on products by catalog.setFitTendency).
-- Writes the ready JSON of these products' cards and pages (all products when ids is null): the card
-- (contracts/catalog.ts productCard) and the page (productWithSpecs), each without the live figures
-- (voteCount, unitsLeft, sizesInStock; the variants' stock, preOrderCount), which the server adds.
-- Compact JSON (row_to_json, array_to_json), so a card goes out as it is stored.
CREATE OR REPLACE FUNCTION catalog_refresh_cards(ids uuid[]) RETURNS void
LANGUAGE sql AS $fn$
  INSERT INTO product_cards AS pc
    (product_id, available_in, status, category_id, is_signature, created_at, card, page, built_xid)
  SELECT p.id, p.available_in, p.status, p.category_id, p.is_signature, p.created_at,
    (SELECT row_to_json(x)::text FROM (SELECT
      p.id,
      p.slug,
      p.name,
      catalog_price(p.price_paise) AS price,
      catalog_price(p.compare_at_price_paise) AS "compareAtPrice",
      p.status,
      p.category_id AS "categoryId",
      p.available_in AS "availableIn",
      coalesce((
        SELECT array_to_json(array_agg(
          CASE WHEN i.variants = '[]'::jsonb
            THEN (SELECT row_to_json(r) FROM (SELECT i.image_url AS url, i.width, i.height) r)
            ELSE (SELECT row_to_json(r) FROM (SELECT i.image_url AS url, i.width, i.height,
              catalog_image_variants(i.variants) AS variants) r)
          END ORDER BY i.is_primary DESC, i.position, i.id))
        FROM (SELECT * FROM product_images i0 WHERE i0.product_id = p.id
          ORDER BY i0.is_primary DESC, i0.position, i0.id LIMIT 2) i
      ), '[]'::json) AS images,
      p.vote_threshold AS "voteThreshold",
      p.pre_order_limit AS "preOrderLimit",
      catalog_iso(p.pre_order_end_date) AS "preOrderEndDate",
      coalesce((SELECT array_to_json(array_agg(v.value ORDER BY v.position, v.id)) FROM product_variants v
        WHERE v.product_id = p.id AND v.name = 'size'), '[]'::json) AS sizes,
      coalesce((SELECT array_to_json(array_agg(v.value ORDER BY v.position, v.id)) FROM product_variants v
        WHERE v.product_id = p.id AND v.name = 'color'), '[]'::json) AS colours,
      p.is_signature AS signature
    ) x),
    (SELECT row_to_json(x)::text FROM (SELECT
      p.id,
      p.slug,
      p.name,
      p.description,
      catalog_price(p.price_paise) AS price,
      catalog_price(p.compare_at_price_paise) AS "compareAtPrice",
      p.status,
      p.category_id AS "categoryId",
      (SELECT row_to_json(c) FROM (SELECT cat.id, cat.name, cat.slug) c) AS category,
      p.available_in AS "availableIn",
      coalesce((
        SELECT array_to_json(array_agg(
          CASE WHEN i.variants = '[]'::jsonb
            THEN (SELECT row_to_json(r) FROM (SELECT i.id, i.image_url AS "imageUrl", i.is_primary AS "isPrimary",
              i.alt, i.width, i.height) r)
            ELSE (SELECT row_to_json(r) FROM (SELECT i.id, i.image_url AS "imageUrl", i.is_primary AS "isPrimary",
              i.alt, i.width, i.height, catalog_image_variants(i.variants) AS variants) r)
          END ORDER BY i.is_primary DESC, i.position, i.id))
        FROM product_images i WHERE i.product_id = p.id
      ), '[]'::json) AS images,
      coalesce((
        SELECT array_to_json(array_agg(row_to_json(r) ORDER BY v.name, v.position, v.id))
        FROM product_variants v CROSS JOIN LATERAL (SELECT v.id, v.name, v.value) r
        WHERE v.product_id = p.id
      ), '[]'::json) AS variants,
      p.details,
      p.vote_threshold AS "voteThreshold",
      p.ready_to_launch_at IS NOT NULL AS "readyToLaunch",
      p.pre_order_limit AS "preOrderLimit",
      catalog_iso(p.pre_order_end_date) AS "preOrderEndDate",
      p.rating,
      p.review_count AS "reviewCount",
      p.fit_tendency AS "fitTendency",
      catalog_iso(p.created_at) AS "createdAt",
      p.available_in = 'LIMITED-EDITION' AS "membersOnly",
      p.is_signature AS signature,
      coalesce((
        SELECT array_to_json(array_agg(row_to_json(r) ORDER BY a.position, a.label))
        FROM product_attributes a CROSS JOIN LATERAL (SELECT a.label, a.value) r
        WHERE a.product_id = p.id
      ), '[]'::json) AS specs
    ) x),
    pg_current_xact_id()::text::bigint
  FROM products p JOIN categories cat ON cat.id = p.category_id
  WHERE ids IS NULL OR p.id = ANY (ids)
  ON CONFLICT (product_id) DO UPDATE SET
    available_in = excluded.available_in,
    status = excluded.status,
    category_id = excluded.category_id,
    is_signature = excluded.is_signature,
    created_at = excluded.created_at,
    card = excluded.card,
    page = excluded.page,
    built_xid = excluded.built_xid
$fn$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_card_changed" ON "products";
--> statement-breakpoint
-- Not for the live figures (vote_count, pre_order_count) nor updated_at: an order or a vote leaves the
-- cards, their version and the cached answers as they are.
CREATE CONSTRAINT TRIGGER "products_card_changed" AFTER UPDATE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.slug, OLD.name, OLD.description, OLD.price_paise, OLD.compare_at_price_paise, OLD.status,
      OLD.category_id, OLD.available_in, OLD.is_signature, OLD.vote_threshold, OLD.pre_order_limit,
      OLD.pre_order_end_date, OLD.ready_to_launch_at, OLD.launched_at, OLD.rating, OLD.review_count, OLD.fit_tendency,
      OLD.details, OLD.created_at)
    IS DISTINCT FROM (NEW.slug, NEW.name, NEW.description, NEW.price_paise, NEW.compare_at_price_paise,
      NEW.status, NEW.category_id, NEW.available_in, NEW.is_signature, NEW.vote_threshold,
      NEW.pre_order_limit, NEW.pre_order_end_date, NEW.ready_to_launch_at, NEW.launched_at, NEW.rating,
      NEW.review_count, NEW.fit_tendency, NEW.details, NEW.created_at))
  EXECUTE FUNCTION catalog_card_changed();
--> statement-breakpoint
SELECT catalog_refresh_cards(NULL);
