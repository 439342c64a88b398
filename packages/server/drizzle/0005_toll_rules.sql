CREATE TABLE "toll_plaza_discounts" (
	"plaza_id" text PRIMARY KEY NOT NULL,
	"tag_percent" double precision NOT NULL,
	"applies_to" text,
	"valid_from" text,
	"source_url" text,
	"confidence" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "toll_plaza_discounts_tag_percent_check" CHECK ("toll_plaza_discounts"."tag_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "toll_plaza_groups" (
	"plaza_id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "toll_point_to_point" (
	"plaza_id" text PRIMARY KEY NOT NULL,
	"conventional_plaza_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "toll_plaza_discounts" ADD CONSTRAINT "toll_plaza_discounts_plaza_id_toll_plazas_id_fk" FOREIGN KEY ("plaza_id") REFERENCES "public"."toll_plazas"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "toll_plaza_groups" ADD CONSTRAINT "toll_plaza_groups_plaza_id_toll_plazas_id_fk" FOREIGN KEY ("plaza_id") REFERENCES "public"."toll_plazas"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "toll_point_to_point" ADD CONSTRAINT "toll_point_to_point_plaza_id_toll_plazas_id_fk" FOREIGN KEY ("plaza_id") REFERENCES "public"."toll_plazas"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "toll_point_to_point" ADD CONSTRAINT "toll_point_to_point_conventional_plaza_id_toll_plazas_id_fk" FOREIGN KEY ("conventional_plaza_id") REFERENCES "public"."toll_plazas"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "toll_plaza_groups_group_idx" ON "toll_plaza_groups" USING btree ("group_id");