CREATE TABLE "catalog_live_changes" (
	"product_id" uuid NOT NULL,
	"xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_cards" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"available_in" "storefront" NOT NULL,
	"status" "product_status" NOT NULL,
	"category_id" uuid NOT NULL,
	"is_signature" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"card" text NOT NULL,
	"page" text NOT NULL,
	"built_xid" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_live_changes_xid_idx" ON "catalog_live_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "product_cards_listing_idx" ON "product_cards" USING btree ("available_in","created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST,"status","category_id","is_signature");--> statement-breakpoint
CREATE INDEX "product_cards_category_idx" ON "product_cards" USING btree ("category_id","created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST,"available_in","status","is_signature");--> statement-breakpoint
CREATE INDEX "product_cards_created_idx" ON "product_cards" USING btree ("created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST,"available_in","status","category_id","is_signature");--> statement-breakpoint
-- The API's price string from paise (149900 -> '1499.00'), as contracts/money.ts paiseToPrice writes it.
CREATE OR REPLACE FUNCTION catalog_price(paise integer) RETURNS text
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT CASE WHEN paise IS NULL THEN NULL
    ELSE CASE WHEN paise < 0 THEN '-' ELSE '' END || (abs(paise) / 100)::text || '.' || lpad((abs(paise) % 100)::text, 2, '0')
  END
$fn$;
--> statement-breakpoint
-- A moment as JavaScript's toISOString writes it (UTC, milliseconds).
CREATE OR REPLACE FUNCTION catalog_iso(at timestamptz) RETURNS text
LANGUAGE sql STABLE AS $fn$
  SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$fn$;
--> statement-breakpoint
-- An uploaded photo's variants (width, format, url), in their order; '[]' for none.
CREATE OR REPLACE FUNCTION catalog_image_variants(variants jsonb) RETURNS json
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT coalesce(array_to_json(array_agg(r.j ORDER BY r.o)), '[]'::json)
  FROM (
    SELECT row_to_json(v) AS j, t.o
    FROM jsonb_array_elements(variants) WITH ORDINALITY t(e, o)
    CROSS JOIN LATERAL (SELECT (t.e->>'width')::int AS width, t.e->>'format' AS format, t.e->>'url' AS url) v
  ) r
$fn$;
--> statement-breakpoint
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
-- A card changed: the catalogue's version moves (once per transaction) and the product's ready JSON is
-- written again (once per product and transaction: the first of its changes to fire does it, and sees
-- them all, since these triggers are deferred to the commit).
CREATE OR REPLACE FUNCTION catalog_card_changed() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  pid uuid;
BEGIN
  IF current_setting('roslis.catalog_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('roslis.catalog_bumped', 'on', true);
    UPDATE "catalog_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  END IF;
  IF TG_TABLE_NAME = 'categories' THEN
    IF TG_OP = 'UPDATE' THEN
      PERFORM catalog_refresh_cards(ARRAY(SELECT id FROM products WHERE category_id = NEW.id));
    END IF;
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'products' THEN
    pid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  ELSE
    pid := CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
    IF TG_OP = 'UPDATE' AND OLD.product_id IS DISTINCT FROM NEW.product_id THEN
      PERFORM catalog_refresh_cards(ARRAY[OLD.product_id]);
    END IF;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM product_cards
      WHERE product_id = pid AND built_xid = pg_current_xact_id()::text::bigint) THEN
    PERFORM catalog_refresh_cards(ARRAY[pid]);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- A product's live figures changed (stock, votes, pre-orders, status, a size added or removed): a row
-- for the servers' live layers, in the same transaction.
CREATE OR REPLACE FUNCTION catalog_live_changed() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    INSERT INTO catalog_live_changes (product_id) VALUES (NEW.id);
  ELSE
    IF TG_OP = 'INSERT' THEN
      INSERT INTO catalog_live_changes (product_id) VALUES (NEW.product_id);
    ELSE
      INSERT INTO catalog_live_changes (product_id) VALUES (OLD.product_id);
      IF TG_OP = 'UPDATE' AND NEW.product_id IS DISTINCT FROM OLD.product_id THEN
        INSERT INTO catalog_live_changes (product_id) VALUES (NEW.product_id);
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_bump_catalog_version" ON "products";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_variants_bump_catalog_version" ON "product_variants";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_images_bump_catalog_version" ON "product_images";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_attributes_bump_catalog_version" ON "product_attributes";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "categories_bump_catalog_version" ON "categories";
--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_catalog_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_card_written" AFTER INSERT OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_card_changed();
--> statement-breakpoint
-- Not for the live figures (vote_count, pre_order_count) nor updated_at: an order or a vote leaves the
-- cards, their version and the cached answers as they are.
CREATE CONSTRAINT TRIGGER "products_card_changed" AFTER UPDATE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.slug, OLD.name, OLD.description, OLD.price_paise, OLD.compare_at_price_paise, OLD.status,
      OLD.category_id, OLD.available_in, OLD.is_signature, OLD.vote_threshold, OLD.pre_order_limit,
      OLD.pre_order_end_date, OLD.ready_to_launch_at, OLD.launched_at, OLD.rating, OLD.review_count,
      OLD.details, OLD.created_at)
    IS DISTINCT FROM (NEW.slug, NEW.name, NEW.description, NEW.price_paise, NEW.compare_at_price_paise,
      NEW.status, NEW.category_id, NEW.available_in, NEW.is_signature, NEW.vote_threshold,
      NEW.pre_order_limit, NEW.pre_order_end_date, NEW.ready_to_launch_at, NEW.launched_at, NEW.rating,
      NEW.review_count, NEW.details, NEW.created_at))
  EXECUTE FUNCTION catalog_card_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_variants_card_written" AFTER INSERT OR DELETE ON "product_variants"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_card_changed();
--> statement-breakpoint
-- A size's stock is a live figure; its name, value or place are the card's.
CREATE CONSTRAINT TRIGGER "product_variants_card_changed" AFTER UPDATE ON "product_variants"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.product_id, OLD.name, OLD.value, OLD.position)
    IS DISTINCT FROM (NEW.product_id, NEW.name, NEW.value, NEW.position))
  EXECUTE FUNCTION catalog_card_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_images_card_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_images"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_card_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_attributes_card_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_attributes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_card_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_card_changed" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_card_changed();
--> statement-breakpoint
CREATE TRIGGER "products_live_written" AFTER INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION catalog_live_changed();
--> statement-breakpoint
CREATE TRIGGER "products_live_changed" AFTER UPDATE ON "products"
  FOR EACH ROW
  WHEN ((OLD.vote_count, OLD.pre_order_count, OLD.pre_order_limit, OLD.status)
    IS DISTINCT FROM (NEW.vote_count, NEW.pre_order_count, NEW.pre_order_limit, NEW.status))
  EXECUTE FUNCTION catalog_live_changed();
--> statement-breakpoint
CREATE TRIGGER "product_variants_live_written" AFTER INSERT OR DELETE ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION catalog_live_changed();
--> statement-breakpoint
CREATE TRIGGER "product_variants_live_changed" AFTER UPDATE ON "product_variants"
  FOR EACH ROW
  WHEN ((OLD.product_id, OLD.name, OLD.value, OLD.position, OLD.stock)
    IS DISTINCT FROM (NEW.product_id, NEW.name, NEW.value, NEW.position, NEW.stock))
  EXECUTE FUNCTION catalog_live_changed();
--> statement-breakpoint
SELECT catalog_refresh_cards(NULL);
