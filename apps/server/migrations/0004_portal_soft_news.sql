CREATE TABLE "news" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" varchar(200) NOT NULL,
	"category" varchar(32) NOT NULL,
	"cover" varchar(255),
	"summary" varchar(400) NOT NULL,
	"content" text NOT NULL,
	"author" varchar(64) NOT NULL,
	"published_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "soft" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "soft_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"category" varchar(32) NOT NULL,
	"cover" varchar(255),
	"summary" varchar(300) NOT NULL,
	"description" text NOT NULL,
	"version" varchar(32) NOT NULL,
	"screenshots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"launch_url" varchar(500),
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "soft_collect" (
	"user_id" bigint NOT NULL,
	"soft_id" bigint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "soft_collect_user_id_soft_id_pk" PRIMARY KEY("user_id","soft_id")
);
--> statement-breakpoint
CREATE TABLE "soft_like" (
	"user_id" bigint NOT NULL,
	"soft_id" bigint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "soft_like_user_id_soft_id_pk" PRIMARY KEY("user_id","soft_id")
);
--> statement-breakpoint
CREATE TABLE "soft_view" (
	"visitor_key" varchar(64) NOT NULL,
	"soft_id" bigint NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "soft_view_soft_id_visitor_key_day_pk" PRIMARY KEY("soft_id","visitor_key","day")
);
--> statement-breakpoint
ALTER TABLE "soft" ADD CONSTRAINT "soft_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soft_collect" ADD CONSTRAINT "soft_collect_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soft_collect" ADD CONSTRAINT "soft_collect_soft_id_soft_id_fk" FOREIGN KEY ("soft_id") REFERENCES "public"."soft"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soft_like" ADD CONSTRAINT "soft_like_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soft_like" ADD CONSTRAINT "soft_like_soft_id_soft_id_fk" FOREIGN KEY ("soft_id") REFERENCES "public"."soft"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soft_view" ADD CONSTRAINT "soft_view_soft_id_soft_id_fk" FOREIGN KEY ("soft_id") REFERENCES "public"."soft"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_category_idx" ON "news" USING btree ("status","category","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_search_trgm_idx" ON "news" USING gin (("title" || ' ' || "summary") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "soft_published_idx" ON "soft" USING btree ("status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "soft_category_idx" ON "soft" USING btree ("status","category","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "soft_views_idx" ON "soft" USING btree ("status","view_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "soft_likes_idx" ON "soft" USING btree ("status","like_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "soft_enterprise_idx" ON "soft" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "soft_search_trgm_idx" ON "soft" USING gin (("name" || ' ' || "summary") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "soft_collect_soft_idx" ON "soft_collect" USING btree ("soft_id");--> statement-breakpoint
CREATE INDEX "soft_like_soft_idx" ON "soft_like" USING btree ("soft_id");