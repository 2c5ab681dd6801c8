ALTER TABLE "train_cert" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "train_cert" ADD COLUMN "revoke_reason" varchar(200);