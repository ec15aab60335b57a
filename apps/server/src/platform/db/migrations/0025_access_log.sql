CREATE TABLE "access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reader_id" uuid NOT NULL,
	"reader_role" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_log_once_per_window" ON "access_log" USING btree ("reader_id","kind","item_id","window_start");--> statement-breakpoint
CREATE INDEX "access_log_owner_at_idx" ON "access_log" USING btree ("owner_id","at");--> statement-breakpoint
CREATE INDEX "access_log_at_idx" ON "access_log" USING btree ("at");