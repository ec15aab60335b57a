-- Hand-edited (docs/decisions/0062-join-codes-at-rest.md): codes kept in plain text are revoked
-- (they last at most 7 days; owners make a new one), and the old key goes before the new one.
DELETE FROM "story_invites";--> statement-breakpoint
ALTER TABLE "story_invites" DROP COLUMN "code";--> statement-breakpoint
ALTER TABLE "story_invites" ADD COLUMN "code_hash" text PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "story_invites" ADD COLUMN "code_sealed" text NOT NULL;
