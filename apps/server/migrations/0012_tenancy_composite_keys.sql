-- Issue 30 §2: references inside an enterprise become (enterprise_id, x_id) foreign keys. Existing
-- rows are checked first: a row pointing at another enterprise's row stops the migration with the
-- table, the column and how many rows, to be repaired by hand before the server starts again.
-- Not keyed, on purpose: soft_id / access_id (another enterprise's software, used under a grant),
-- ent_worker.user_id (an account, not an enterprise row), train_plan's dept/job/worker id arrays
-- (no foreign key on arrays: trainees.ts checks them, and the frozen train_plan_worker is keyed),
-- train_record.device_id (no device table yet).
DO $$
DECLARE
  pair text[];
  offending bigint;
BEGIN
  FOREACH pair SLICE 1 IN ARRAY ARRAY[
    ['ent_dept', 'pid', 'ent_dept'],
    ['ent_worker', 'dept_id', 'ent_dept'],
    ['ent_worker', 'job_id', 'ent_job'],
    ['train_plan_worker', 'plan_id', 'train_plan'],
    ['train_plan_worker', 'worker_id', 'ent_worker'],
    ['train_record', 'plan_id', 'train_plan'],
    ['train_record', 'worker_id', 'ent_worker'],
    ['train_cert', 'plan_id', 'train_plan'],
    ['train_cert', 'worker_id', 'ent_worker']
  ] LOOP
    EXECUTE format(
      'SELECT count(*) FROM %I c JOIN %I p ON p.id = c.%I WHERE p.enterprise_id <> c.enterprise_id',
      pair[1], pair[3], pair[2]
    ) INTO offending;
    IF offending > 0 THEN
      RAISE EXCEPTION '%.% : % row(s) reference a % row of another enterprise; repair them before migrating',
        pair[1], pair[2], offending, pair[3];
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "ent_dept" ADD CONSTRAINT "ent_dept_enterprise_id_id_uq" UNIQUE("enterprise_id","id");
--> statement-breakpoint
ALTER TABLE "ent_job" ADD CONSTRAINT "ent_job_enterprise_id_id_uq" UNIQUE("enterprise_id","id");
--> statement-breakpoint
ALTER TABLE "ent_worker" ADD CONSTRAINT "ent_worker_enterprise_id_id_uq" UNIQUE("enterprise_id","id");
--> statement-breakpoint
ALTER TABLE "train_plan" ADD CONSTRAINT "train_plan_enterprise_id_id_uq" UNIQUE("enterprise_id","id");
--> statement-breakpoint
ALTER TABLE "ent_dept" DROP CONSTRAINT "ent_dept_pid_ent_dept_id_fk";
--> statement-breakpoint
ALTER TABLE "ent_worker" DROP CONSTRAINT "ent_worker_dept_id_ent_dept_id_fk";
--> statement-breakpoint
ALTER TABLE "ent_worker" DROP CONSTRAINT "ent_worker_job_id_ent_job_id_fk";
--> statement-breakpoint
ALTER TABLE "train_cert" DROP CONSTRAINT "train_cert_plan_id_train_plan_id_fk";
--> statement-breakpoint
ALTER TABLE "train_cert" DROP CONSTRAINT "train_cert_worker_id_ent_worker_id_fk";
--> statement-breakpoint
ALTER TABLE "train_plan_worker" DROP CONSTRAINT "train_plan_worker_plan_id_train_plan_id_fk";
--> statement-breakpoint
ALTER TABLE "train_plan_worker" DROP CONSTRAINT "train_plan_worker_worker_id_ent_worker_id_fk";
--> statement-breakpoint
ALTER TABLE "train_record" DROP CONSTRAINT "train_record_plan_id_train_plan_id_fk";
--> statement-breakpoint
ALTER TABLE "train_record" DROP CONSTRAINT "train_record_worker_id_ent_worker_id_fk";
--> statement-breakpoint
ALTER TABLE "ent_dept" ADD CONSTRAINT "ent_dept_parent_same_enterprise_fk" FOREIGN KEY ("enterprise_id","pid") REFERENCES "public"."ent_dept"("enterprise_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ent_worker" ADD CONSTRAINT "ent_worker_dept_same_enterprise_fk" FOREIGN KEY ("enterprise_id","dept_id") REFERENCES "public"."ent_dept"("enterprise_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ent_worker" ADD CONSTRAINT "ent_worker_job_same_enterprise_fk" FOREIGN KEY ("enterprise_id","job_id") REFERENCES "public"."ent_job"("enterprise_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "train_cert" ADD CONSTRAINT "train_cert_plan_same_enterprise_fk" FOREIGN KEY ("enterprise_id","plan_id") REFERENCES "public"."train_plan"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "train_cert" ADD CONSTRAINT "train_cert_worker_same_enterprise_fk" FOREIGN KEY ("enterprise_id","worker_id") REFERENCES "public"."ent_worker"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "train_plan_worker" ADD CONSTRAINT "train_plan_worker_plan_same_enterprise_fk" FOREIGN KEY ("enterprise_id","plan_id") REFERENCES "public"."train_plan"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "train_plan_worker" ADD CONSTRAINT "train_plan_worker_worker_same_enterprise_fk" FOREIGN KEY ("enterprise_id","worker_id") REFERENCES "public"."ent_worker"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "train_record" ADD CONSTRAINT "train_record_plan_same_enterprise_fk" FOREIGN KEY ("enterprise_id","plan_id") REFERENCES "public"."train_plan"("enterprise_id","id") ON DELETE set null ("plan_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "train_record" ADD CONSTRAINT "train_record_worker_same_enterprise_fk" FOREIGN KEY ("enterprise_id","worker_id") REFERENCES "public"."ent_worker"("enterprise_id","id") ON DELETE restrict ON UPDATE no action;
