CREATE TABLE "link_teachers" (
	"link_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_teachers_link_id_user_id_pk" PRIMARY KEY("link_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "link_teachers" ADD CONSTRAINT "link_teachers_link_id_custom_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."custom_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_teachers" ADD CONSTRAINT "link_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_teachers_user_idx" ON "link_teachers" USING btree ("user_id");