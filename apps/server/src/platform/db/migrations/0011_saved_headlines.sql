CREATE TABLE "saved_headlines" (
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"headline" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_headlines_user_id_url_pk" PRIMARY KEY("user_id","url")
);
--> statement-breakpoint
ALTER TABLE "saved_headlines" ADD CONSTRAINT "saved_headlines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_headlines_user_idx" ON "saved_headlines" USING btree ("user_id","saved_at");