CREATE TABLE "enterprise" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"type" varchar(32),
	"province" varchar(32),
	"city" varchar(32),
	"address" varchar(200),
	"contact" varchar(50),
	"phone" varchar(20),
	"verify_status" smallint DEFAULT 0 NOT NULL,
	"owner_user_id" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	CONSTRAINT "enterprise_credit_code_unique" UNIQUE("credit_code")
);
--> statement-breakpoint
CREATE TABLE "sys_captcha" (
	"uuid" varchar(64) PRIMARY KEY NOT NULL,
	"answer" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" varchar(64) NOT NULL,
	"nick_name" varchar(64) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"role" smallint NOT NULL,
	"enterprise_id" bigint,
	"email" varchar(254),
	"phone" varchar(20),
	"gender" varchar(4),
	"avatar_name" varchar(128),
	"enabled" boolean DEFAULT true NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"pwd_reset_time" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	CONSTRAINT "sys_user_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "enterprise" ADD CONSTRAINT "enterprise_owner_user_id_sys_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_captcha_expires_idx" ON "sys_captcha" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sys_user_enterprise_idx" ON "sys_user" USING btree ("enterprise_id");