CREATE TABLE "plate_list_versions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plate_tags" (
	"plate_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plate_tags_plate_id_name_pk" PRIMARY KEY("plate_id","name")
);
--> statement-breakpoint
ALTER TABLE "plate_list_versions" ADD CONSTRAINT "plate_list_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_tags" ADD CONSTRAINT "plate_tags_plate_id_plates_id_fk" FOREIGN KEY ("plate_id") REFERENCES "public"."plates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "plate_list_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE "plate_list_versions" SET "version" = "version" + 1;
		RETURN NULL;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "plate_list_versions" AS v ("company_id", "version")
			SELECT DISTINCT "company_id", 1 FROM "new_plates"
			ON CONFLICT ("company_id") DO UPDATE SET "version" = v."version" + 1;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO "plate_list_versions" AS v ("company_id", "version")
			SELECT DISTINCT "company_id", 1 FROM "old_plates"
			ON CONFLICT ("company_id") DO UPDATE SET "version" = v."version" + 1;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "plates_list_version_insert" AFTER INSERT ON "plates" REFERENCING NEW TABLE AS "new_plates" FOR EACH STATEMENT EXECUTE FUNCTION "plate_list_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "plates_list_version_update" AFTER UPDATE ON "plates" REFERENCING OLD TABLE AS "old_plates" NEW TABLE AS "new_plates" FOR EACH STATEMENT EXECUTE FUNCTION "plate_list_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "plates_list_version_delete" AFTER DELETE ON "plates" REFERENCING OLD TABLE AS "old_plates" FOR EACH STATEMENT EXECUTE FUNCTION "plate_list_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "plates_list_version_truncate" AFTER TRUNCATE ON "plates" FOR EACH STATEMENT EXECUTE FUNCTION "plate_list_versions_bump"();--> statement-breakpoint
INSERT INTO "plate_list_versions" ("company_id", "version") SELECT DISTINCT "company_id", 1 FROM "plates";
