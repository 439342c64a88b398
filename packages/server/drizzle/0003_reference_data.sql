CREATE TABLE "dataset_imports" (
	"dataset" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"source" text NOT NULL,
	"rows" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freight_coefficients" (
	"id" serial PRIMARY KEY NOT NULL,
	"act" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"table_id" text NOT NULL,
	"cargo_kind" text NOT NULL,
	"axles" integer NOT NULL,
	"ccd" double precision NOT NULL,
	"cc" double precision NOT NULL,
	"source" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freight_coefficients_table_check" CHECK ("freight_coefficients"."table_id" in ('A', 'B', 'C', 'D')),
	CONSTRAINT "freight_coefficients_axles_check" CHECK ("freight_coefficients"."axles" between 2 and 15),
	CONSTRAINT "freight_coefficients_values_check" CHECK ("freight_coefficients"."ccd" >= 0 and "freight_coefficients"."cc" >= 0)
);
--> statement-breakpoint
CREATE TABLE "municipalities" (
	"ibge_code" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uf" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"capital" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"ibge_code" integer PRIMARY KEY NOT NULL,
	"uf" text NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"region" text NOT NULL,
	CONSTRAINT "states_uf_unique" UNIQUE("uf")
);
--> statement-breakpoint
CREATE TABLE "toll_plaza_placements" (
	"plaza_id" text PRIMARY KEY NOT NULL,
	"graph_id" text NOT NULL,
	"placement" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "toll_plazas" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"concessionaire" text NOT NULL,
	"name" text NOT NULL,
	"road" text NOT NULL,
	"uf" text NOT NULL,
	"municipality" text,
	"km" double precision,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"direction" text,
	"free_flow" boolean DEFAULT false NOT NULL,
	"coord_precision" text,
	"note" text,
	"tag_percent" double precision DEFAULT 0 NOT NULL,
	"weekend_percent" double precision DEFAULT 0 NOT NULL,
	"rounding" text DEFAULT 'down' NOT NULL,
	"special_toll" boolean DEFAULT false NOT NULL,
	"antt_code" text,
	"conectcar_code" text,
	"movemais_code" text,
	"semparar_code" text,
	"veloe_code" text,
	"logo" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "toll_plazas_rounding_check" CHECK ("toll_plazas"."rounding" in ('down', 'up', 'half-up')),
	CONSTRAINT "toll_plazas_lat_check" CHECK ("toll_plazas"."lat" between -90 and 90),
	CONSTRAINT "toll_plazas_lng_check" CHECK ("toll_plazas"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "toll_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"plaza_id" text NOT NULL,
	"valid_from" date NOT NULL,
	"multiplier" double precision NOT NULL,
	"fare" double precision NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "toll_tariffs_fare_check" CHECK ("toll_tariffs"."fare" >= 0),
	CONSTRAINT "toll_tariffs_multiplier_check" CHECK ("toll_tariffs"."multiplier" > 0)
);
--> statement-breakpoint
CREATE TABLE "weighing_stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text,
	"road" text,
	"km" double precision,
	"km_text" text,
	"direction" text,
	"municipality" text,
	"uf" text,
	"operator" text,
	"lat" double precision,
	"lng" double precision,
	"position_source" text DEFAULT 'published' NOT NULL,
	"source" text,
	"confidence" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weighing_stations_identity_unique" UNIQUE NULLS NOT DISTINCT("name","road","km_text","uf","municipality"),
	CONSTRAINT "weighing_stations_position_source_check" CHECK ("weighing_stations"."position_source" in ('published', 'road-km', 'none'))
);
--> statement-breakpoint
ALTER TABLE "toll_plaza_placements" ADD CONSTRAINT "toll_plaza_placements_plaza_id_toll_plazas_id_fk" FOREIGN KEY ("plaza_id") REFERENCES "public"."toll_plazas"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "toll_tariffs" ADD CONSTRAINT "toll_tariffs_plaza_id_toll_plazas_id_fk" FOREIGN KEY ("plaza_id") REFERENCES "public"."toll_plazas"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "freight_coefficients_cell_unique" ON "freight_coefficients" USING btree ("act","table_id","cargo_kind","axles");--> statement-breakpoint
CREATE INDEX "municipalities_uf_name_idx" ON "municipalities" USING btree ("uf","name");--> statement-breakpoint
CREATE INDEX "toll_plazas_lat_lng_idx" ON "toll_plazas" USING btree ("lat","lng");--> statement-breakpoint
CREATE UNIQUE INDEX "toll_tariffs_plaza_date_multiplier_unique" ON "toll_tariffs" USING btree ("plaza_id","valid_from","multiplier");--> statement-breakpoint
CREATE INDEX "weighing_stations_lat_lng_idx" ON "weighing_stations" USING btree ("lat","lng");