CREATE TABLE "train_practice" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "train_practice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"launch_id" bigint NOT NULL,
	"soft_id" bigint NOT NULL,
	"access_id" bigint,
	"origin_id" varchar(64) NOT NULL,
	"body_sha256" varchar(64) NOT NULL,
	"device_serial" varchar(64),
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"duration_s" integer NOT NULL,
	"score" numeric(5, 2) NOT NULL,
	"status" smallint NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"flag_reason" varchar(200),
	"steps" jsonb,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
ALTER TABLE "train_launch" ADD COLUMN "command_id" bigint;--> statement-breakpoint
ALTER TABLE "train_launch" ADD COLUMN "refusal" varchar(500);--> statement-breakpoint
ALTER TABLE "train_launch" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "train_record" ADD COLUMN "launch_id" bigint;--> statement-breakpoint
ALTER TABLE "device_command" ADD CONSTRAINT "device_command_enterprise_id_id_uq" UNIQUE("enterprise_id","id");--> statement-breakpoint
ALTER TABLE "train_launch" ADD CONSTRAINT "train_launch_enterprise_id_id_uq" UNIQUE("enterprise_id","id");--> statement-breakpoint
ALTER TABLE "train_practice" ADD CONSTRAINT "train_practice_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_practice" ADD CONSTRAINT "train_practice_soft_id_soft_id_fk" FOREIGN KEY ("soft_id") REFERENCES "public"."soft"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_practice" ADD CONSTRAINT "train_practice_access_id_soft_access_id_fk" FOREIGN KEY ("access_id") REFERENCES "public"."soft_access"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_practice" ADD CONSTRAINT "train_practice_launch_same_enterprise_fk" FOREIGN KEY ("enterprise_id","launch_id") REFERENCES "public"."train_launch"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "train_practice_launch_idx" ON "train_practice" USING btree ("launch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "train_practice_origin_uq" ON "train_practice" USING btree ("access_id","origin_id") WHERE access_id is not null;--> statement-breakpoint
CREATE INDEX "train_launch_command_idx" ON "train_launch" USING btree ("command_id") WHERE command_id is not null;--> statement-breakpoint
CREATE INDEX "train_record_launch_idx" ON "train_record" USING btree ("launch_id") WHERE launch_id is not null;--> statement-breakpoint
--> statement-breakpoint
-- Written by hand (drizzle cannot say "set only this column to null"): a launch names the device
-- command that started it, and a reported record the launch it came from, each within one enterprise.
ALTER TABLE "train_launch" ADD CONSTRAINT "train_launch_command_same_enterprise_fk" FOREIGN KEY ("enterprise_id","command_id") REFERENCES "public"."device_command"("enterprise_id","id") ON DELETE SET NULL ("command_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_record" ADD CONSTRAINT "train_record_launch_same_enterprise_fk" FOREIGN KEY ("enterprise_id","launch_id") REFERENCES "public"."train_launch"("enterprise_id","id") ON DELETE SET NULL ("launch_id") ON UPDATE no action;
