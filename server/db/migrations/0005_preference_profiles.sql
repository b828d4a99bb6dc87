CREATE TABLE "preference_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preference_profiles_primary_relationship" CHECK (("preference_profiles"."is_primary" and "preference_profiles"."relationship" is null) or (not "preference_profiles"."is_primary" and "preference_profiles"."relationship" is not null))
);
--> statement-breakpoint
ALTER TABLE "preference_profiles" ADD CONSTRAINT "preference_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "preference_profiles_one_primary_key" ON "preference_profiles" USING btree ("user_id") WHERE "preference_profiles"."is_primary";--> statement-breakpoint
CREATE INDEX "preference_profiles_user_idx" ON "preference_profiles" USING btree ("user_id","created_at");