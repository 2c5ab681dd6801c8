DROP INDEX "news_category_idx";--> statement-breakpoint
DROP INDEX "soft_category_idx";--> statement-breakpoint
CREATE INDEX "news_category_idx" ON "news" USING btree ("status","category","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "soft_category_idx" ON "soft" USING btree ("status","category","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);