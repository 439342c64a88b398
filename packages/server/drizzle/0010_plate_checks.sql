CREATE TABLE "plate_check_configs" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"target_enabled" boolean DEFAULT false NOT NULL,
	"target_url" text,
	"target_login" text,
	"target_password_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plate_check_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL,
	"plate" text NOT NULL,
	"answers" jsonb,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plate_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plate_check_configs" ADD CONSTRAINT "plate_check_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_check_items" ADD CONSTRAINT "plate_check_items_check_id_plate_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."plate_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_checks" ADD CONSTRAINT "plate_checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_checks" ADD CONSTRAINT "plate_checks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plate_check_items_check_plate_unique" ON "plate_check_items" USING btree ("check_id","plate");--> statement-breakpoint
CREATE INDEX "plate_checks_company_created_idx" ON "plate_checks" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "plate_checks_status_idx" ON "plate_checks" USING btree ("status");--> statement-breakpoint
-- Permission `plate-check-create` is now `plate-check` (issue 16): the roles and users that held it keep it.
UPDATE "permissions" SET "name" = 'plate-check' WHERE "name" = 'plate-check-create' AND NOT EXISTS (SELECT 1 FROM "permissions" WHERE "name" = 'plate-check');
