ALTER TABLE "addresses" ADD COLUMN "label" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Addresses saved before they had a name: the default one is called Home, any other Address.
UPDATE "addresses" SET "label" = CASE WHEN "is_default" THEN 'Home' ELSE 'Address' END WHERE "label" = '';
