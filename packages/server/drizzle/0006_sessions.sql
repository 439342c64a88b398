CREATE TABLE "access_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "access_version_one_row" CHECK ("access_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_key_failed_at" ON "login_failures" USING btree ("key","failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_failed_at" ON "login_failures" USING btree ("failed_at");--> statement-breakpoint
INSERT INTO "access_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Every write to what a session's user is loaded from raises "access_version" (in the writer's transaction,
-- so a reader sees the new value only with the change) and announces it on channel access_version.
CREATE FUNCTION "access_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	raised bigint;
BEGIN
	UPDATE "access_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO raised;
	PERFORM pg_notify('access_version', raised::text);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "access_version_bump"();--> statement-breakpoint
CREATE TRIGGER "roles_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "access_version_bump"();--> statement-breakpoint
CREATE TRIGGER "role_permissions_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "access_version_bump"();--> statement-breakpoint
CREATE TRIGGER "user_roles_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION "access_version_bump"();--> statement-breakpoint
CREATE TRIGGER "user_permissions_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "access_version_bump"();--> statement-breakpoint
CREATE TRIGGER "user_companies_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_companies" FOR EACH STATEMENT EXECUTE FUNCTION "access_version_bump"();--> statement-breakpoint
CREATE TRIGGER "companies_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "access_version_bump"();--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "revoked_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "access_version_bump"();
