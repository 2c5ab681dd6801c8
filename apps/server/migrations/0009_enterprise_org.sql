CREATE TABLE "ent_dept" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ent_dept_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"pid" bigint,
	"name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 999 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "ent_job" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ent_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 999 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "ent_worker" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ent_worker_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint,
	"employee_no" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"gender" varchar(2),
	"phone" varchar(20) NOT NULL,
	"id_card" varchar(18),
	"dept_id" bigint,
	"job_id" bigint,
	"status" varchar(8) DEFAULT 'active' NOT NULL,
	"hired_on" date,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	CONSTRAINT "ent_worker_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "logo" varchar(64);--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "introduction" text;--> statement-breakpoint
ALTER TABLE "ent_dept" ADD CONSTRAINT "ent_dept_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_dept" ADD CONSTRAINT "ent_dept_pid_ent_dept_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."ent_dept"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_job" ADD CONSTRAINT "ent_job_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_worker" ADD CONSTRAINT "ent_worker_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_worker" ADD CONSTRAINT "ent_worker_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_worker" ADD CONSTRAINT "ent_worker_dept_id_ent_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."ent_dept"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_worker" ADD CONSTRAINT "ent_worker_job_id_ent_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."ent_job"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ent_dept_sibling_name_uq" ON "ent_dept" USING btree ("enterprise_id",coalesce("pid", 0),"name");--> statement-breakpoint
CREATE INDEX "ent_dept_pid_idx" ON "ent_dept" USING btree ("pid");--> statement-breakpoint
CREATE UNIQUE INDEX "ent_job_name_uq" ON "ent_job" USING btree ("enterprise_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "ent_worker_employee_no_uq" ON "ent_worker" USING btree ("enterprise_id","employee_no");--> statement-breakpoint
CREATE INDEX "ent_worker_list_idx" ON "ent_worker" USING btree ("enterprise_id","create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ent_worker_dept_idx" ON "ent_worker" USING btree ("enterprise_id","dept_id","create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ent_worker_job_idx" ON "ent_worker" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "ent_worker_search_trgm_idx" ON "ent_worker" USING gin (("name" || ' ' || "phone" || ' ' || "employee_no") gin_trgm_ops);