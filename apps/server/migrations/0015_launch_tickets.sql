CREATE TABLE "train_launch" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "train_launch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"worker_id" bigint,
	"soft_id" bigint NOT NULL,
	"plan_id" bigint,
	"ticket_sha256" varchar(64) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "train_launch" ADD CONSTRAINT "train_launch_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_launch" ADD CONSTRAINT "train_launch_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_launch" ADD CONSTRAINT "train_launch_soft_id_soft_id_fk" FOREIGN KEY ("soft_id") REFERENCES "public"."soft"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_launch" ADD CONSTRAINT "train_launch_worker_same_enterprise_fk" FOREIGN KEY ("enterprise_id","worker_id") REFERENCES "public"."ent_worker"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_launch" ADD CONSTRAINT "train_launch_plan_same_enterprise_fk" FOREIGN KEY ("enterprise_id","plan_id") REFERENCES "public"."train_plan"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "train_launch_ticket_uq" ON "train_launch" USING btree ("ticket_sha256");--> statement-breakpoint
CREATE INDEX "train_launch_list_idx" ON "train_launch" USING btree ("enterprise_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "train_launch_user_idx" ON "train_launch" USING btree ("user_id");