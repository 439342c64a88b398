-- The change triggers of "plates" also announce '<company_id>:<version>' on channel plate_list_versions,
-- so the plate list cache of a PGlite server learns of every write without reading the counters.
CREATE OR REPLACE FUNCTION "plate_list_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed integer[] := '{}';
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE "plate_list_versions" SET "version" = "version" + 1;
		changed := ARRAY(SELECT "company_id" FROM "plate_list_versions");
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		changed := changed || ARRAY(SELECT DISTINCT "company_id" FROM "new_plates");
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		changed := changed || ARRAY(SELECT DISTINCT "company_id" FROM "old_plates");
	END IF;
	IF TG_OP <> 'TRUNCATE' THEN
		INSERT INTO "plate_list_versions" AS v ("company_id", "version")
			SELECT DISTINCT c, 1 FROM unnest(changed) AS c
			ON CONFLICT ("company_id") DO UPDATE SET "version" = v."version" + 1;
	END IF;
	PERFORM pg_notify('plate_list_versions', v."company_id" || ':' || v."version")
		FROM "plate_list_versions" AS v WHERE v."company_id" = ANY (changed);
	RETURN NULL;
END
$$;
