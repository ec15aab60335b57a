CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_title" text NOT NULL,
	"article_content" text DEFAULT '' NOT NULL,
	"article_date" text,
	"byline" text,
	"source_url" text NOT NULL,
	"topic_tag_static" text,
	"image_url" text,
	"search_terms" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(article_title, '')), 'A') || setweight(to_tsvector('english', coalesce(search_terms, '')), 'B') || setweight(to_tsvector('english', coalesce(article_content, '')), 'C')) STORED,
	"embedding_model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_source_url_unique" UNIQUE("source_url")
);
--> statement-breakpoint
ALTER TABLE "evidence" ADD COLUMN "image_hash" text;--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "articles_created_idx" ON "articles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "articles_topic_idx" ON "articles" USING btree ("topic_tag_static");--> statement-breakpoint
DO $$
BEGIN
  -- Hand-edited: the embedding column's type depends on pgvector (see 0000).
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    ALTER TABLE "articles" ADD COLUMN "embedding" vector(512);
    CREATE INDEX "articles_embedding_idx" ON "articles" USING hnsw ("embedding" vector_cosine_ops);
  ELSE
    ALTER TABLE "articles" ADD COLUMN "embedding" real[];
  END IF;
END $$;
