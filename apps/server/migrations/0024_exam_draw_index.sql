DROP INDEX "exam_question_draw_idx";--> statement-breakpoint
CREATE INDEX "exam_question_draw_idx" ON "exam_question" USING btree ("bank_id","type","level","chapter","enterprise_id","id");