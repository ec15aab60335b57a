CREATE TABLE "deletion_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"allow_self_deletion" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pending_user_id" uuid,
	"pending_files" jsonb,
	"requested_kind" text NOT NULL,
	"admin_id" uuid,
	"admin_name" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"removed" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"kept_with_others" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"storage_prefixes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reapplied" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_deletions_subject_unique" UNIQUE("subject")
);
