CREATE TABLE "news_usage" (
	"key" text NOT NULL,
	"period" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"detail" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_usage_key_period_pk" PRIMARY KEY("key","period")
);
--> statement-breakpoint
CREATE INDEX "news_usage_updated_idx" ON "news_usage" USING btree ("updated_at");