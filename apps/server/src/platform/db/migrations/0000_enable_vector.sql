-- pgvector when the server has it (PGlite always does); without it embeddings are real[] columns
-- searched by an exact cosine scan (see 0002, 0004 and "Semantic search" in docs/architecture.md).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
  END IF;
END
$$;
