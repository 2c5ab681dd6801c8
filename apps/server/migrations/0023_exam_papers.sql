CREATE TABLE "exam_arrangement" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_arrangement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"paper_id" bigint NOT NULL,
	"plan_id" bigint,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"attempts" smallint NOT NULL,
	"max_switches" smallint NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"dept_ids" bigint[] DEFAULT '{}' NOT NULL,
	"job_ids" bigint[] DEFAULT '{}' NOT NULL,
	"worker_ids" bigint[] DEFAULT '{}' NOT NULL,
	"published_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	CONSTRAINT "exam_arrangement_enterprise_id_id_uq" UNIQUE("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempt" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_attempt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"exam_id" bigint NOT NULL,
	"worker_id" bigint NOT NULL,
	"no" smallint NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"reason" varchar(16),
	"score" numeric(6, 1),
	"passed" boolean,
	"switches" smallint DEFAULT 0 NOT NULL,
	"question_ids" bigint[] DEFAULT '{}' NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"saved_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "exam_candidate" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_candidate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"exam_id" bigint NOT NULL,
	"worker_id" bigint NOT NULL,
	"attempts_used" smallint DEFAULT 0 NOT NULL,
	"best_score" numeric(6, 1),
	"passed_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "exam_paper" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_paper_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"mode" varchar(8) NOT NULL,
	"total_score" numeric(6, 1) NOT NULL,
	"pass_score" numeric(6, 1) NOT NULL,
	"duration_minutes" integer NOT NULL,
	"shuffle_questions" boolean DEFAULT true NOT NULL,
	"shuffle_options" boolean DEFAULT true NOT NULL,
	"show_answers" boolean DEFAULT false NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	CONSTRAINT "exam_paper_enterprise_id_id_uq" UNIQUE("enterprise_id","id")
);
--> statement-breakpoint
ALTER TABLE "train_cert" ADD COLUMN "theory_score" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "exam_arrangement" ADD CONSTRAINT "exam_arrangement_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_arrangement" ADD CONSTRAINT "exam_arrangement_paper_same_enterprise_fk" FOREIGN KEY ("enterprise_id","paper_id") REFERENCES "public"."exam_paper"("enterprise_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt" ADD CONSTRAINT "exam_attempt_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt" ADD CONSTRAINT "exam_attempt_exam_same_enterprise_fk" FOREIGN KEY ("enterprise_id","exam_id") REFERENCES "public"."exam_arrangement"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt" ADD CONSTRAINT "exam_attempt_worker_same_enterprise_fk" FOREIGN KEY ("enterprise_id","worker_id") REFERENCES "public"."ent_worker"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_candidate" ADD CONSTRAINT "exam_candidate_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_candidate" ADD CONSTRAINT "exam_candidate_exam_same_enterprise_fk" FOREIGN KEY ("enterprise_id","exam_id") REFERENCES "public"."exam_arrangement"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_candidate" ADD CONSTRAINT "exam_candidate_worker_same_enterprise_fk" FOREIGN KEY ("enterprise_id","worker_id") REFERENCES "public"."ent_worker"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_paper" ADD CONSTRAINT "exam_paper_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_arrangement_list_idx" ON "exam_arrangement" USING btree ("enterprise_id","create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "exam_arrangement_paper_idx" ON "exam_arrangement" USING btree ("paper_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_arrangement_plan_uq" ON "exam_arrangement" USING btree ("plan_id") WHERE plan_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempt_uq" ON "exam_attempt" USING btree ("exam_id","worker_id","no");--> statement-breakpoint
CREATE INDEX "exam_attempt_worker_idx" ON "exam_attempt" USING btree ("worker_id","exam_id");--> statement-breakpoint
CREATE INDEX "exam_attempt_open_idx" ON "exam_attempt" USING btree ("deadline") WHERE submitted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_candidate_uq" ON "exam_candidate" USING btree ("exam_id","worker_id");--> statement-breakpoint
CREATE INDEX "exam_candidate_worker_idx" ON "exam_candidate" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "exam_paper_list_idx" ON "exam_paper" USING btree ("enterprise_id","create_time" DESC NULLS LAST,"id");--> statement-breakpoint
-- Written by hand: an exam's plan is one of its own enterprise's, and deleting the plan keeps
-- the exam (only the link goes): SET NULL on plan_id alone, which drizzle-kit cannot express.
ALTER TABLE "exam_arrangement" ADD CONSTRAINT "exam_arrangement_plan_same_enterprise_fk" FOREIGN KEY ("enterprise_id","plan_id") REFERENCES "public"."train_plan"("enterprise_id","id") ON DELETE SET NULL ("plan_id") ON UPDATE no action;
