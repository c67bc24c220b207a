ALTER TABLE "identifications" ADD COLUMN "burst_embeddings" jsonb;--> statement-breakpoint
ALTER TABLE "identifications" ADD COLUMN "portrait_embedding" jsonb;