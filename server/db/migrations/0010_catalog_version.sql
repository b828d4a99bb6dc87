CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_version_one_row" CHECK ("catalog_version"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "product_images_url_idx" ON "product_images" USING btree ("image_url");
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Adds one to the catalogue's version, once per transaction (a transaction-local setting remembers it).
-- Fired by deferred constraint triggers, so it runs at commit: the version row is locked only for the
-- moment of the commit, after every product row the transaction locks (no lock-order deadlock with
-- stock reservations), and a reader never sees the new version before the new data.
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF current_setting('roslis.catalog_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('roslis.catalog_bumped', 'on', true);
    UPDATE "catalog_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_variants_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "product_variants"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_images_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "product_images"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_attributes_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "product_attributes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();
