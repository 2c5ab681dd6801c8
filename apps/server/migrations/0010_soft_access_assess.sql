CREATE TABLE "assess" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assess_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"access_id" bigint NOT NULL,
	"title" varchar(100) NOT NULL,
	"team_id" bigint NOT NULL,
	"room_id" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'assessing' NOT NULL,
	"criteria" jsonb NOT NULL,
	"pass_score" numeric(5, 2) NOT NULL,
	"result" numeric(5, 2),
	"comment" text,
	"decided_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "assess_room" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assess_room_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(50) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"place" varchar(200),
	"online_link" varchar(500),
	"capacity" integer DEFAULT 10 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "assess_score" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assess_score_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"assess_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"scores" jsonb NOT NULL,
	"total" numeric(5, 2) NOT NULL,
	"comment" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "assess_team" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assess_team_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(50) NOT NULL,
	"description" varchar(300),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "assess_team_member" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assess_team_member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" bigint NOT NULL,
	"name" varchar(32) NOT NULL,
	"title" varchar(50),
	"organisation" varchar(100) NOT NULL,
	"phone" varchar(11),
	"user_id" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "soft_access" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "soft_access_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"soft_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'submitted' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assessing_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"comment" text,
	"app_key" varchar(64),
	"app_secret_enc" text,
	"key_issued_at" timestamp with time zone,
	"prev_app_key" varchar(64),
	"prev_app_secret_enc" text,
	"prev_valid_until" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "soft_grant" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "soft_grant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"soft_id" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"seats" integer,
	"valid_until" date,
	"reason" varchar(200),
	"decided_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
DROP INDEX "soft_enterprise_idx";--> statement-breakpoint
ALTER TABLE "soft" ADD COLUMN "device_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "soft" ADD COLUMN "status_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "assess" ADD CONSTRAINT "assess_access_id_soft_access_id_fk" FOREIGN KEY ("access_id") REFERENCES "public"."soft_access"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assess" ADD CONSTRAINT "assess_team_id_assess_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."assess_team"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assess" ADD CONSTRAINT "assess_room_id_assess_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."assess_room"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assess_score" ADD CONSTRAINT "assess_score_assess_id_assess_id_fk" FOREIGN KEY ("assess_id") REFERENCES "public"."assess"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assess_score" ADD CONSTRAINT "assess_score_member_id_assess_team_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."assess_team_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assess_team_member" ADD CONSTRAINT "assess_team_member_team_id_assess_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."assess_team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assess_team_member" ADD CONSTRAINT "assess_team_member_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soft_access" ADD CONSTRAINT "soft_access_soft_id_soft_id_fk" FOREIGN KEY ("soft_id") REFERENCES "public"."soft"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soft_access" ADD CONSTRAINT "soft_access_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soft_grant" ADD CONSTRAINT "soft_grant_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soft_grant" ADD CONSTRAINT "soft_grant_soft_id_soft_id_fk" FOREIGN KEY ("soft_id") REFERENCES "public"."soft"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assess_status_idx" ON "assess" USING btree ("status","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assess_team_idx" ON "assess" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "assess_room_idx" ON "assess" USING btree ("room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assess_access_uq" ON "assess" USING btree ("access_id");--> statement-breakpoint
CREATE INDEX "assess_room_time_idx" ON "assess_room" USING btree ("start_time","end_time");--> statement-breakpoint
CREATE UNIQUE INDEX "assess_score_member_uq" ON "assess_score" USING btree ("assess_id","member_id");--> statement-breakpoint
CREATE INDEX "assess_team_member_team_idx" ON "assess_team_member" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "assess_team_member_user_idx" ON "assess_team_member" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assess_team_member_user_uq" ON "assess_team_member" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "soft_access_enterprise_idx" ON "soft_access" USING btree ("enterprise_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "soft_access_soft_idx" ON "soft_access" USING btree ("soft_id");--> statement-breakpoint
CREATE INDEX "soft_access_status_idx" ON "soft_access" USING btree ("status","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "soft_access_app_key_uq" ON "soft_access" USING btree ("app_key");--> statement-breakpoint
CREATE UNIQUE INDEX "soft_access_prev_app_key_uq" ON "soft_access" USING btree ("prev_app_key");--> statement-breakpoint
CREATE UNIQUE INDEX "soft_access_open_uq" ON "soft_access" USING btree ("soft_id") WHERE status in ('submitted', 'assessing');--> statement-breakpoint
CREATE INDEX "soft_grant_enterprise_idx" ON "soft_grant" USING btree ("enterprise_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "soft_grant_soft_idx" ON "soft_grant" USING btree ("soft_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "soft_grant_pending_uq" ON "soft_grant" USING btree ("enterprise_id","soft_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "soft_admin_idx" ON "soft" USING btree ("status","update_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "soft_enterprise_idx" ON "soft" USING btree ("enterprise_id","update_time" DESC NULLS LAST);--> statement-breakpoint
-- Descriptions and news bodies become sanitised HTML: wrap what was plain text in paragraphs.
UPDATE "soft" SET "description" = '<p>' || replace(replace(replace(replace("description", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\n\n', '</p><p>') || '</p>' WHERE "description" NOT LIKE '<%';--> statement-breakpoint
UPDATE "news" SET "content" = '<p>' || replace(replace(replace(replace("content", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\n\n', '</p><p>') || '</p>' WHERE "content" NOT LIKE '<%';
