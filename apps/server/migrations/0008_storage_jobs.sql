CREATE TABLE "sys_job" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_name" varchar(50) NOT NULL,
	"handler" varchar(50) NOT NULL,
	"params" varchar(2000),
	"cron_expression" varchar(100) NOT NULL,
	"is_pause" boolean DEFAULT false NOT NULL,
	"description" varchar(250),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	CONSTRAINT "sys_job_job_name_unique" UNIQUE("job_name")
);
--> statement-breakpoint
CREATE TABLE "sys_job_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_job_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" bigint,
	"job_name" varchar(50) NOT NULL,
	"handler" varchar(50) NOT NULL,
	"params" varchar(2000),
	"trigger" varchar(10) NOT NULL,
	"username" varchar(64),
	"is_success" boolean NOT NULL,
	"result" varchar(500),
	"exception_detail" text,
	"time" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_storage" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_storage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"real_name" varchar(255) NOT NULL,
	"stored_name" varchar(64) NOT NULL,
	"suffix" varchar(10) NOT NULL,
	"category" varchar(10) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"backend" varchar(8) NOT NULL,
	"purpose" varchar(10) NOT NULL,
	"uploader_id" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	CONSTRAINT "sys_storage_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE INDEX "sys_job_log_job_time_idx" ON "sys_job_log" USING btree ("job_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_job_log_time_idx" ON "sys_job_log" USING btree ("create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "sys_storage_purpose_time_idx" ON "sys_storage" USING btree ("purpose","create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "sys_storage_search_trgm_idx" ON "sys_storage" USING gin (("name" || ' ' || "real_name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "sys_captcha" DROP COLUMN "answer";