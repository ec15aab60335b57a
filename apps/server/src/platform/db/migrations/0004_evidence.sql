CREATE TABLE "evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text,
	"type" text DEFAULT 'chart' NOT NULL,
	"is_chart" boolean DEFAULT true NOT NULL,
	"label" text NOT NULL,
	"label_easy" text,
	"description" text DEFAULT '' NOT NULL,
	"description_easy" text,
	"research" text,
	"alt_text" text,
	"source_url" text,
	"source_label" text,
	"original_url" text,
	"topic_tag_static" text,
	"big_question" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_key" text,
	"image_url" text,
	"width" integer,
	"height" integer,
	"data_table" jsonb,
	"search_terms" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(label, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(search_terms, '')), 'B') || setweight(to_tsvector('english', coalesce(research, '') || ' ' || coalesce(description_easy, '') || ' ' || coalesce(label_easy, '')), 'C')) STORED,
	"embedding_model" text,
	"status" text DEFAULT 'main' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"is_custom_add" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evidence_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "evidence" ADD CONSTRAINT "evidence_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_search_idx" ON "evidence" USING gin ("search_vector");--> statement-breakpoint
DO $$
BEGIN
  -- Hand-edited: the embedding column's type depends on pgvector (see 0000).
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    ALTER TABLE "evidence" ADD COLUMN "embedding" vector(512);
    CREATE INDEX "evidence_embedding_idx" ON "evidence" USING hnsw ("embedding" vector_cosine_ops);
  ELSE
    ALTER TABLE "evidence" ADD COLUMN "embedding" real[];
  END IF;
END
$$;--> statement-breakpoint
CREATE INDEX "evidence_status_topic_idx" ON "evidence" USING btree ("status","topic_tag_static","position");--> statement-breakpoint
CREATE INDEX "evidence_source_idx" ON "evidence" USING btree ("source_url");