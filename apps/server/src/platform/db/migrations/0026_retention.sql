CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deleted" jsonb NOT NULL,
	"warned" jsonb NOT NULL,
	"errors" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_settings" (
	"kind" text PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_warnings" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"warned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "retention_warnings_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "retention_warnings" ADD CONSTRAINT "retention_warnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;