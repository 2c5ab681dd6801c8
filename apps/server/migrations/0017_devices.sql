CREATE TABLE "deploy_package" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deploy_package_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"soft_id" bigint NOT NULL,
	"version" varchar(50) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"stored_name" varchar(64) NOT NULL,
	"backend" varchar(8) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	CONSTRAINT "deploy_package_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "device" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"type" varchar(50) NOT NULL,
	"serial" varchar(64) NOT NULL,
	"ip" varchar(15) DEFAULT '' NOT NULL,
	"location" varchar(100) DEFAULT '' NOT NULL,
	"room" varchar(50) DEFAULT '' NOT NULL,
	"status" varchar(8) DEFAULT 'offline' NOT NULL,
	"state" varchar(8) DEFAULT 'idle' NOT NULL,
	"last_seen" timestamp with time zone,
	"agent_version" varchar(50),
	"soft_version" varchar(50),
	"secret_sha256" varchar(64),
	"enrolled_at" timestamp with time zone,
	"enrol_code_sha256" varchar(64),
	"enrol_code_expires_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	CONSTRAINT "device_enterprise_id_id_uq" UNIQUE("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "device_command" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_command_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"device_id" bigint NOT NULL,
	"command" varchar(10) NOT NULL,
	"args" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"detail" text,
	"created_by_id" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "device_command_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_command_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"command_id" bigint NOT NULL,
	"status" varchar(10) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "device_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "train_launch" ADD COLUMN "device_id" bigint;--> statement-breakpoint
ALTER TABLE "deploy_package" ADD CONSTRAINT "deploy_package_soft_id_soft_id_fk" FOREIGN KEY ("soft_id") REFERENCES "public"."soft"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device" ADD CONSTRAINT "device_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_command" ADD CONSTRAINT "device_command_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_command" ADD CONSTRAINT "device_command_created_by_id_sys_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_command" ADD CONSTRAINT "device_command_device_same_enterprise_fk" FOREIGN KEY ("enterprise_id","device_id") REFERENCES "public"."device"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_command_event" ADD CONSTRAINT "device_command_event_command_id_device_command_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."device_command"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_event" ADD CONSTRAINT "device_event_device_id_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deploy_package_version_uq" ON "deploy_package" USING btree ("soft_id","version");--> statement-breakpoint
CREATE INDEX "deploy_package_time_idx" ON "deploy_package" USING btree ("create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_serial_uq" ON "device" USING btree (lower("serial"));--> statement-breakpoint
CREATE UNIQUE INDEX "device_secret_uq" ON "device" USING btree ("secret_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "device_enrol_code_uq" ON "device" USING btree ("enrol_code_sha256");--> statement-breakpoint
CREATE INDEX "device_list_idx" ON "device" USING btree ("enterprise_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "device_command_list_idx" ON "device_command" USING btree ("enterprise_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "device_command_device_idx" ON "device_command" USING btree ("device_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "device_command_open_idx" ON "device_command" USING btree ("device_id","id") WHERE "device_command"."status" in ('queued', 'sent');--> statement-breakpoint
CREATE INDEX "device_command_time_idx" ON "device_command" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "device_command_event_idx" ON "device_command_event" USING btree ("command_id","id");--> statement-breakpoint
CREATE INDEX "device_event_device_idx" ON "device_event" USING btree ("device_id","at" DESC NULLS LAST);--> statement-breakpoint
-- By hand (drizzle cannot express it): a launch names a device of its own enterprise, and a
-- deleted device leaves the launch in 启动记录 with no device rather than deleting it.
ALTER TABLE "train_launch" ADD CONSTRAINT "train_launch_device_same_enterprise_fk" FOREIGN KEY ("enterprise_id","device_id") REFERENCES "public"."device"("enterprise_id","id") ON DELETE SET NULL ("device_id") ON UPDATE no action;--> statement-breakpoint
-- By hand: room on each page for heartbeats' HOT updates (see device.table.ts).
ALTER TABLE "device" SET (fillfactor = 70);
