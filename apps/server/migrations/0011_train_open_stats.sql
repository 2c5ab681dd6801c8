CREATE TABLE "open_nonce" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "open_nonce_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nonce_key" varchar(200) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "train_cert" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "train_cert_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"worker_id" bigint NOT NULL,
	"code" varchar(12) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"expiry_flagged_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "train_plan" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "train_plan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"soft_id" bigint NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"required_hours" numeric(6, 1) NOT NULL,
	"pass_score" numeric(5, 2) NOT NULL,
	"valid_months" integer,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"dept_ids" bigint[] DEFAULT '{}' NOT NULL,
	"job_ids" bigint[] DEFAULT '{}' NOT NULL,
	"worker_ids" bigint[] DEFAULT '{}' NOT NULL,
	"published_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "train_plan_worker" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "train_plan_worker_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"worker_id" bigint NOT NULL,
	"seconds_done" integer DEFAULT 0 NOT NULL,
	"best_score" numeric(5, 2),
	"records" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "train_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "train_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"plan_id" bigint,
	"worker_id" bigint NOT NULL,
	"soft_id" bigint NOT NULL,
	"device_id" bigint,
	"device_serial" varchar(64),
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"duration_s" integer NOT NULL,
	"score" numeric(5, 2) NOT NULL,
	"passed" boolean NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"source" varchar(8) NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"flag_reason" varchar(200),
	"access_id" bigint,
	"origin_id" varchar(64),
	"body_sha256" varchar(64),
	"steps" jsonb,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "train_stat_daily" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "train_stat_daily_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"day" date NOT NULL,
	"soft_id" bigint NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
ALTER TABLE "train_cert" ADD CONSTRAINT "train_cert_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_cert" ADD CONSTRAINT "train_cert_plan_id_train_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."train_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_cert" ADD CONSTRAINT "train_cert_worker_id_ent_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."ent_worker"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_plan" ADD CONSTRAINT "train_plan_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_plan" ADD CONSTRAINT "train_plan_soft_id_soft_id_fk" FOREIGN KEY ("soft_id") REFERENCES "public"."soft"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_plan_worker" ADD CONSTRAINT "train_plan_worker_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_plan_worker" ADD CONSTRAINT "train_plan_worker_plan_id_train_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."train_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_plan_worker" ADD CONSTRAINT "train_plan_worker_worker_id_ent_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."ent_worker"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_record" ADD CONSTRAINT "train_record_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_record" ADD CONSTRAINT "train_record_plan_id_train_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."train_plan"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_record" ADD CONSTRAINT "train_record_worker_id_ent_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."ent_worker"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_record" ADD CONSTRAINT "train_record_soft_id_soft_id_fk" FOREIGN KEY ("soft_id") REFERENCES "public"."soft"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_record" ADD CONSTRAINT "train_record_access_id_soft_access_id_fk" FOREIGN KEY ("access_id") REFERENCES "public"."soft_access"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_stat_daily" ADD CONSTRAINT "train_stat_daily_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_stat_daily" ADD CONSTRAINT "train_stat_daily_soft_id_soft_id_fk" FOREIGN KEY ("soft_id") REFERENCES "public"."soft"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open_nonce_key_uq" ON "open_nonce" USING btree ("nonce_key");--> statement-breakpoint
CREATE INDEX "open_nonce_expires_idx" ON "open_nonce" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "train_cert_code_uq" ON "train_cert" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "train_cert_plan_worker_uq" ON "train_cert" USING btree ("plan_id","worker_id");--> statement-breakpoint
CREATE INDEX "train_cert_enterprise_idx" ON "train_cert" USING btree ("enterprise_id","worker_id");--> statement-breakpoint
CREATE INDEX "train_cert_expiry_idx" ON "train_cert" USING btree ("expires_at") WHERE expires_at is not null and expiry_flagged_at is null;--> statement-breakpoint
CREATE INDEX "train_plan_list_idx" ON "train_plan" USING btree ("enterprise_id","create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "train_plan_soft_idx" ON "train_plan" USING btree ("soft_id");--> statement-breakpoint
CREATE UNIQUE INDEX "train_plan_worker_uq" ON "train_plan_worker" USING btree ("plan_id","worker_id");--> statement-breakpoint
CREATE INDEX "train_plan_worker_worker_idx" ON "train_plan_worker" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "train_record_list_idx" ON "train_record" USING btree ("enterprise_id","started_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "train_record_worker_idx" ON "train_record" USING btree ("worker_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "train_record_plan_idx" ON "train_record" USING btree ("plan_id","worker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "train_record_origin_uq" ON "train_record" USING btree ("access_id","origin_id") WHERE origin_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "train_stat_daily_uq" ON "train_stat_daily" USING btree ("enterprise_id","day","soft_id") INCLUDE ("records","passed","seconds");