CREATE TABLE "sys_file_ref" (
	"stored_name" varchar(64) NOT NULL,
	"owner_table" varchar(32) NOT NULL,
	"owner_id" bigint NOT NULL,
	CONSTRAINT "sys_file_ref_stored_name_owner_table_owner_id_pk" PRIMARY KEY("stored_name","owner_table","owner_id")
);
--> statement-breakpoint
ALTER TABLE "sys_storage" ADD COLUMN "enterprise_id" bigint;--> statement-breakpoint
ALTER TABLE "sys_storage" ADD COLUMN "released_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE INDEX "sys_file_ref_owner_idx" ON "sys_file_ref" USING btree ("owner_table","owner_id");--> statement-breakpoint
CREATE INDEX "sys_storage_enterprise_idx" ON "sys_storage" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "sys_storage_uploader_idx" ON "sys_storage" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "sys_storage_released_idx" ON "sys_storage" USING btree ("released_at");--> statement-breakpoint
-- Issue 30 §6: which files are in use, kept by the database itself. Every row of a table that
-- shows files names them in its file columns (a stored name, or a /file/<name> URL inside a cover,
-- a screenshot list or rich text); a trigger on the table rewrites the row's sys_file_ref rows
-- from those columns on every insert, change of those columns and delete, so no write path (the
-- vendor's form, the back office, the demo seed, a user's deletion) can forget one. A file whose
-- last reference goes gets released_at = now(); one referenced again gets null.
CREATE FUNCTION sys_file_ref_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner bigint;
  wanted text[] := '{}';
  gone text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    owner := OLD.id;
  ELSE
    owner := NEW.id;
    -- TG_ARGV: the row's columns that may name files.
    SELECT coalesce(array_agg(DISTINCT m[1]), '{}') INTO wanted
    FROM jsonb_each_text(to_jsonb(NEW)) AS c(key, value),
         regexp_matches(c.value, '\m([0-9a-f]{32}\.[a-z0-9]{2,5})\M', 'g') AS m
    WHERE c.key = ANY (TG_ARGV);
    -- Like a foreign key's check: a file being deleted right now (存储管理 holds its row FOR
    -- UPDATE) is waited for, so the delete either sees this reference or the row sees no file.
    PERFORM 1 FROM sys_storage WHERE stored_name = ANY (wanted) FOR KEY SHARE;
    INSERT INTO sys_file_ref (stored_name, owner_table, owner_id)
      SELECT w, TG_TABLE_NAME, owner FROM unnest(wanted) AS w
      ON CONFLICT DO NOTHING;
    UPDATE sys_storage SET released_at = NULL WHERE stored_name = ANY (wanted) AND released_at IS NOT NULL;
  END IF;
  WITH dropped AS (
    DELETE FROM sys_file_ref
    WHERE owner_table = TG_TABLE_NAME AND owner_id = owner AND NOT (stored_name = ANY (wanted))
    RETURNING stored_name
  )
  SELECT array_agg(stored_name) INTO gone FROM dropped;
  IF gone IS NOT NULL THEN
    UPDATE sys_storage s SET released_at = now()
    WHERE s.stored_name = ANY (gone)
      AND NOT EXISTS (SELECT 1 FROM sys_file_ref r WHERE r.stored_name = s.stored_name);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER soft_file_refs AFTER INSERT OR DELETE OR UPDATE OF cover, screenshots, description ON soft
  FOR EACH ROW EXECUTE FUNCTION sys_file_ref_sync('cover', 'screenshots', 'description');
--> statement-breakpoint
CREATE TRIGGER news_file_refs AFTER INSERT OR DELETE OR UPDATE OF cover, content ON news
  FOR EACH ROW EXECUTE FUNCTION sys_file_ref_sync('cover', 'content');
--> statement-breakpoint
CREATE TRIGGER enterprise_file_refs AFTER INSERT OR DELETE OR UPDATE OF logo ON enterprise
  FOR EACH ROW EXECUTE FUNCTION sys_file_ref_sync('logo');
--> statement-breakpoint
CREATE TRIGGER sys_user_file_refs AFTER INSERT OR DELETE OR UPDATE OF avatar_name ON sys_user
  FOR EACH ROW EXECUTE FUNCTION sys_file_ref_sync('avatar_name');
--> statement-breakpoint
-- The rows already there: their references, the quota's enterprise of each file, and files in
-- use marked as such (the rest count as released from now: seven days before any is cleaned up).
UPDATE soft SET cover = cover;
--> statement-breakpoint
UPDATE news SET cover = cover;
--> statement-breakpoint
UPDATE enterprise SET logo = logo WHERE logo IS NOT NULL;
--> statement-breakpoint
UPDATE sys_user SET avatar_name = avatar_name WHERE avatar_name IS NOT NULL;
--> statement-breakpoint
UPDATE sys_storage s SET enterprise_id = u.enterprise_id FROM sys_user u WHERE u.id = s.uploader_id;
--> statement-breakpoint
UPDATE sys_storage s SET released_at = NULL WHERE EXISTS (SELECT 1 FROM sys_file_ref r WHERE r.stored_name = s.stored_name);
