CREATE TABLE "comment_bank" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"text" text NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handin_comment_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comment_id" uuid NOT NULL,
	"text" text NOT NULL,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handin_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"handin_id" uuid NOT NULL,
	"author_id" uuid,
	"role" text NOT NULL,
	"target" jsonb NOT NULL,
	"number" integer,
	"text" text NOT NULL,
	"reply_to" uuid,
	"done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handin_scores" (
	"handin_id" uuid PRIMARY KEY NOT NULL,
	"rubric_id" uuid NOT NULL,
	"rubric_name" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"levels" jsonb NOT NULL,
	"scored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"handed_in_by" uuid,
	"handed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rubrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_links" ADD COLUMN "rubric_id" uuid;--> statement-breakpoint
ALTER TABLE "custom_links" ADD COLUMN "review_before_sharing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_bank" ADD CONSTRAINT "comment_bank_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handin_comment_edits" ADD CONSTRAINT "handin_comment_edits_comment_id_handin_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."handin_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handin_comments" ADD CONSTRAINT "handin_comments_handin_id_handins_id_fk" FOREIGN KEY ("handin_id") REFERENCES "public"."handins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handin_comments" ADD CONSTRAINT "handin_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handin_scores" ADD CONSTRAINT "handin_scores_handin_id_handins_id_fk" FOREIGN KEY ("handin_id") REFERENCES "public"."handins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handins" ADD CONSTRAINT "handins_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handins" ADD CONSTRAINT "handins_link_id_custom_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."custom_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handins" ADD CONSTRAINT "handins_handed_in_by_users_id_fk" FOREIGN KEY ("handed_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rubrics" ADD CONSTRAINT "rubrics_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comment_bank_owner_text_unique" ON "comment_bank" USING btree ("owner_id","text");--> statement-breakpoint
CREATE INDEX "handin_comment_edits_comment_idx" ON "handin_comment_edits" USING btree ("comment_id","edited_at");--> statement-breakpoint
CREATE INDEX "handin_comments_handin_idx" ON "handin_comments" USING btree ("handin_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "handins_story_version_unique" ON "handins" USING btree ("story_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "handins_one_waiting_unique" ON "handins" USING btree ("story_id") WHERE "handins"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "handins_link_idx" ON "handins" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "rubrics_owner_idx" ON "rubrics" USING btree ("owner_id","updated_at");--> statement-breakpoint
ALTER TABLE "custom_links" ADD CONSTRAINT "custom_links_rubric_id_rubrics_id_fk" FOREIGN KEY ("rubric_id") REFERENCES "public"."rubrics"("id") ON DELETE set null ON UPDATE no action;