CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text DEFAULT 'Untitled Story' NOT NULL,
	"big_question" text,
	"template" text DEFAULT 'none' NOT NULL,
	"tracking_id" text,
	"slides" jsonb NOT NULL,
	"saved_evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slide_count" integer DEFAULT 0 NOT NULL,
	"preview_image" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stories_user_updated_idx" ON "stories" USING btree ("user_id","updated_at");