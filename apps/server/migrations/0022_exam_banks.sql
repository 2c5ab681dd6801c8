CREATE TABLE "exam_bank" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_bank_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint,
	"name" varchar(60) NOT NULL,
	"category" varchar(32) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"copied_from" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	CONSTRAINT "exam_bank_enterprise_id_id_uq" UNIQUE("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "exam_question" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_question_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint,
	"bank_id" bigint NOT NULL,
	"type" varchar(8) NOT NULL,
	"stem" varchar(1000) NOT NULL,
	"picture" varchar(255),
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"analysis" varchar(1000) DEFAULT '' NOT NULL,
	"chapter" varchar(50) DEFAULT '' NOT NULL,
	"level" varchar(8) NOT NULL,
	"difficulty" smallint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64)
);
--> statement-breakpoint
ALTER TABLE "exam_bank" ADD CONSTRAINT "exam_bank_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question" ADD CONSTRAINT "exam_question_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question" ADD CONSTRAINT "exam_question_bank_id_exam_bank_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."exam_bank"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question" ADD CONSTRAINT "exam_question_bank_same_enterprise_fk" FOREIGN KEY ("enterprise_id","bank_id") REFERENCES "public"."exam_bank"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_bank_list_idx" ON "exam_bank" USING btree ("enterprise_id","create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "exam_question_bank_idx" ON "exam_question" USING btree ("bank_id","id");--> statement-breakpoint
CREATE INDEX "exam_question_draw_idx" ON "exam_question" USING btree ("bank_id","type","level","chapter");--> statement-breakpoint
-- Written by hand. A question's owner is always its bank's: the composite key above checks an
-- enterprise's question against its bank, but cannot check a question without an owner (the
-- platform's), so the database takes the owner from the bank on every write instead of trusting it.
CREATE FUNCTION exam_question_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.enterprise_id := (SELECT b.enterprise_id FROM exam_bank b WHERE b.id = NEW.bank_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER exam_question_owner BEFORE INSERT OR UPDATE OF bank_id, enterprise_id ON exam_question
  FOR EACH ROW EXECUTE FUNCTION exam_question_owner();--> statement-breakpoint
-- A question's picture is a stored file in use (migration 0013's references).
CREATE TRIGGER exam_question_file_refs AFTER INSERT OR DELETE OR UPDATE OF picture ON exam_question
  FOR EACH ROW EXECUTE FUNCTION sys_file_ref_sync('picture');
