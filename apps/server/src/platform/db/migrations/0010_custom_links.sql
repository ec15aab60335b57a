CREATE TABLE "custom_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"tracking_id" text NOT NULL,
	"prompt_id" uuid,
	"room" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"user_id" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_stories" (
	"story_id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_links" ADD CONSTRAINT "custom_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_links" ADD CONSTRAINT "custom_links_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_openings" ADD CONSTRAINT "link_openings_link_id_custom_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."custom_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_openings" ADD CONSTRAINT "link_openings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_stories" ADD CONSTRAINT "link_stories_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_stories" ADD CONSTRAINT "link_stories_link_id_custom_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."custom_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_links_tracking_id_unique" ON "custom_links" USING btree (lower("tracking_id"));--> statement-breakpoint
CREATE INDEX "custom_links_owner_idx" ON "custom_links" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "link_openings_link_idx" ON "link_openings" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "link_stories_link_idx" ON "link_stories" USING btree ("link_id");