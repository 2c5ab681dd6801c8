CREATE TABLE "code_gen_config" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "code_gen_config_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"table_name" varchar(63) NOT NULL,
	"module_name" varchar(50) NOT NULL,
	"label" varchar(50) NOT NULL,
	"api_path" varchar(100) NOT NULL,
	"permission_prefix" varchar(50) NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	CONSTRAINT "code_gen_config_table_name_unique" UNIQUE("table_name")
);
--> statement-breakpoint
CREATE TABLE "database_backup" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "database_backup_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_name" varchar(255) NOT NULL,
	"stored_name" varchar(64) NOT NULL,
	"backend" varchar(8) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"schema_version" integer NOT NULL,
	"schema_tag" varchar(100) NOT NULL,
	"tables" integer NOT NULL,
	"rows" bigint NOT NULL,
	"duration_ms" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"verify_status" varchar(16) DEFAULT 'pending' NOT NULL,
	"verify_message" varchar(500) DEFAULT '' NOT NULL,
	"verified_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	CONSTRAINT "database_backup_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE INDEX "database_backup_time_idx" ON "database_backup" USING btree ("create_time" DESC NULLS LAST,"id");