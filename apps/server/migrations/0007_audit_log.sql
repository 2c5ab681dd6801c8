CREATE TABLE "sys_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"log_type" varchar(8) NOT NULL,
	"user_id" bigint,
	"username" varchar(64),
	"description" varchar(100) NOT NULL,
	"method" varchar(8) NOT NULL,
	"path" varchar(500) NOT NULL,
	"params" text,
	"request_ip" varchar(64),
	"browser" varchar(100),
	"time" integer NOT NULL,
	"status" smallint NOT NULL,
	"message" varchar(500),
	"exception_detail" text,
	"request_id" varchar(64) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_log_type_time_idx" ON "sys_log" USING btree ("log_type","create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "sys_log_user_time_idx" ON "sys_log" USING btree ("user_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_log_search_trgm_idx" ON "sys_log" USING gin ((coalesce("username", '') || ' ' || "description" || ' ' || "path") gin_trgm_ops);