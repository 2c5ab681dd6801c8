-- Issue 31 (2): an ID card number appears once per enterprise. Existing duplicates stop the
-- migration, naming the enterprise and the 工号 that share one, to be resolved by hand first.
DO $$
DECLARE
  dup record;
BEGIN
  SELECT enterprise_id, string_agg(employee_no, '、' ORDER BY employee_no) AS nos INTO dup
  FROM ent_worker WHERE id_card IS NOT NULL
  GROUP BY enterprise_id, id_card HAVING count(*) > 1 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ent_worker: enterprise % has staff % with the same ID card number; repair them before migrating',
      dup.enterprise_id, dup.nos;
  END IF;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX "ent_worker_id_card_uq" ON "ent_worker" USING btree ("enterprise_id","id_card") WHERE "ent_worker"."id_card" is not null;