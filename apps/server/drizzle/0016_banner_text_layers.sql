-- Banner text drawn over the art per language (a headline and a smaller line under it), so the art carries no words.
ALTER TABLE "banners" ADD COLUMN "headline" jsonb;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "subline" jsonb;