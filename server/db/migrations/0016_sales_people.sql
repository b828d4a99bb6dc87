CREATE TYPE "public"."sales_region" AS ENUM('kerala', 'karnataka', 'tamil-nadu', 'andhra-pradesh', 'telangana');--> statement-breakpoint
CREATE TABLE "sales_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"region" "sales_region" NOT NULL,
	"commission_rate" numeric(5, 2) DEFAULT '10.00' NOT NULL,
	"referral_code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_people_code_shape" CHECK ("sales_people"."referral_code" ~ '^SP[A-Z0-9]{14}$'),
	CONSTRAINT "sales_people_rate_range" CHECK ("sales_people"."commission_rate" >= 0 and "sales_people"."commission_rate" <= 100)
);
--> statement-breakpoint
CREATE TABLE "sales_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sales_person_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"commission_rate" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_registrations_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "advisor_code_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "joining_requests" ALTER COLUMN "advisor_code_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "sales_person_id" uuid;--> statement-breakpoint
ALTER TABLE "joining_requests" ADD COLUMN "sales_person_id" uuid;--> statement-breakpoint
ALTER TABLE "sales_registrations" ADD CONSTRAINT "sales_registrations_sales_person_id_sales_people_id_fk" FOREIGN KEY ("sales_person_id") REFERENCES "public"."sales_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_registrations" ADD CONSTRAINT "sales_registrations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_registrations" ADD CONSTRAINT "sales_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_people_referral_code_key" ON "sales_people" USING btree ("referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_people_email_key" ON "sales_people" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sales_registrations_person_idx" ON "sales_registrations" USING btree ("sales_person_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_registrations_created_idx" ON "sales_registrations" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_sales_person_id_sales_people_id_fk" FOREIGN KEY ("sales_person_id") REFERENCES "public"."sales_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joining_requests" ADD CONSTRAINT "joining_requests_sales_person_id_sales_people_id_fk" FOREIGN KEY ("sales_person_id") REFERENCES "public"."sales_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_one_referrer" CHECK (num_nonnulls("applications"."advisor_code_id", "applications"."sales_person_id") = 1);--> statement-breakpoint
ALTER TABLE "joining_requests" ADD CONSTRAINT "joining_requests_one_referrer" CHECK (num_nonnulls("joining_requests"."advisor_code_id", "joining_requests"."sales_person_id") = 1);