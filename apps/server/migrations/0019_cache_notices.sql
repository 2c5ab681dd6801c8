-- Who may do what is cached in every instance (permissions, menus, the caller's account) and
-- evicted through the cache bus (NOTIFY on coalsim_cache). The app publishes after its writes
-- commit, and retries what the database refuses; an instance that dies between its commit and
-- that send would leave the others trusting a revoked role until their copies age out. These
-- triggers send the eviction inside the writing transaction: PostgreSQL delivers it if and only
-- if the change commits, whichever instance (or hand-written SQL) made it. The payload is the
-- bus's own (`<sender>|<topic>`): sender `db` is no instance, so every instance hears it.
CREATE FUNCTION coalsim_cache_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topic text;
BEGIN
  -- TG_ARGV: the cache topics a change of this table makes stale.
  FOREACH topic IN ARRAY TG_ARGV LOOP
    PERFORM pg_notify('coalsim_cache', 'db|' || topic);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sys_users_roles_cache_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_users_roles
  FOR EACH STATEMENT EXECUTE FUNCTION coalsim_cache_notice('authz');--> statement-breakpoint
CREATE TRIGGER sys_roles_menus_cache_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_roles_menus
  FOR EACH STATEMENT EXECUTE FUNCTION coalsim_cache_notice('authz');--> statement-breakpoint
CREATE TRIGGER sys_role_cache_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role
  FOR EACH STATEMENT EXECUTE FUNCTION coalsim_cache_notice('authz');--> statement-breakpoint
CREATE TRIGGER sys_menu_cache_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_menu
  FOR EACH STATEMENT EXECUTE FUNCTION coalsim_cache_notice('authz');--> statement-breakpoint
-- Only the columns a caller's rights are read from: a sign-in, a profile or an avatar change
-- does not empty every instance's caches.
CREATE TRIGGER sys_user_cache_notice AFTER DELETE OR UPDATE OF username, role, enterprise_id, is_admin, enabled ON sys_user
  FOR EACH STATEMENT EXECUTE FUNCTION coalsim_cache_notice('authz', 'users');--> statement-breakpoint
CREATE TRIGGER enterprise_cache_notice AFTER DELETE OR UPDATE OF name, verify_status, enabled ON enterprise
  FOR EACH STATEMENT EXECUTE FUNCTION coalsim_cache_notice('users');
