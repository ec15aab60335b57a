CREATE TABLE "story_member_activity" (
	"story_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"edits" integer DEFAULT 0 NOT NULL,
	"words_added" integer DEFAULT 0 NOT NULL,
	"objects_added" integer DEFAULT 0 NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	CONSTRAINT "story_member_activity_story_id_user_id_pk" PRIMARY KEY("story_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "story_member_activity" ADD CONSTRAINT "story_member_activity_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_member_activity" ADD CONSTRAINT "story_member_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;