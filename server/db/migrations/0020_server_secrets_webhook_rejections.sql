CREATE TABLE "webhook_rejections" (
	"ip" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_body_length" integer NOT NULL,
	"last_body_sha256" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_rejections_ip_minute_reason_pk" PRIMARY KEY("ip","minute","reason")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_rejections_minute_idx" ON "webhook_rejections" USING btree ("minute");