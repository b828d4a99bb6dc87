CREATE TABLE "advisor_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"advisor_code_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "advisor_sessions" ADD CONSTRAINT "advisor_sessions_advisor_code_id_advisor_codes_id_fk" FOREIGN KEY ("advisor_code_id") REFERENCES "public"."advisor_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advisor_sessions_token_hash_key" ON "advisor_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "advisor_sessions_advisor_idx" ON "advisor_sessions" USING btree ("advisor_code_id");