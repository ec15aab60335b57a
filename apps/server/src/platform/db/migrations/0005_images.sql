CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_url" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer,
	"width" integer,
	"height" integer,
	"original_filename" text NOT NULL,
	"alt_text" text,
	"purpose" text DEFAULT 'image' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', regexp_replace(coalesce(original_filename, ''), '[^[:alnum:]]+', ' ', 'g')), 'A') || setweight(to_tsvector('english', coalesce(alt_text, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_search_idx" ON "images" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "images_user_status_idx" ON "images" USING btree ("user_id","status","created_at");