-- Hand-written. embedding_distance(embedding, query): cosine distance (0 = same direction), the one
-- comparison semantic search uses (services/search/vectorSql.ts). With pgvector it is the <=>
-- operator in a SQL function PostgreSQL inlines, so the HNSW index still orders the rows; without
-- pgvector the embeddings are real[] (0002, 0004) and it is an exact scan.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    CREATE OR REPLACE FUNCTION embedding_distance(embedding vector, query real[])
      RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $fn$ SELECT embedding <=> query::vector $fn$;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION embedding_distance(embedding real[], query real[])
  RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $fn$
    SELECT 1 - sum(e::double precision * q) / nullif(sqrt(sum(e::double precision * e)) * sqrt(sum(q::double precision * q)), 0)
    FROM unnest(embedding, query) AS pair(e, q)
  $fn$;
