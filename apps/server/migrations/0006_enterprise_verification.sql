ALTER TABLE "sys_user" DROP CONSTRAINT "sys_user_username_unique";--> statement-breakpoint
ALTER TABLE "enterprise" ALTER COLUMN "verify_status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "enterprise" ALTER COLUMN "verify_status" SET DATA TYPE varchar(16) USING (CASE "verify_status" WHEN 1 THEN 'verified' WHEN 2 THEN 'rejected' ELSE 'pending' END);--> statement-breakpoint
ALTER TABLE "enterprise" ALTER COLUMN "verify_status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "reject_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "verified_by" varchar(64);--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "enterprise_status_idx" ON "enterprise" USING btree ("verify_status","create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "enterprise_create_time_idx" ON "enterprise" USING btree ("create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "enterprise_name_trgm_idx" ON "enterprise" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Usernames that differ only in letter case were two accounts; the later ones get their id
-- appended (they can still sign in under the new name, which staff can tell them) before the
-- case-insensitive unique index is built.
UPDATE "sys_user" u SET "username" = left(u."username", 40) || 'x' || u."id", "update_by" = 'migration'
  WHERE EXISTS (SELECT 1 FROM "sys_user" o WHERE lower(o."username") = lower(u."username") AND o."id" < u."id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_lower_uq" ON "sys_user" USING btree (lower("username"));