CREATE TABLE "vpo_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"vpo_id" integer NOT NULL,
	"status" text NOT NULL,
	"user_id" integer,
	"user_name" text,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vpo_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"vpo_id" integer NOT NULL,
	"operation" text NOT NULL,
	"request" text NOT NULL,
	"response" text,
	"outcome" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vpo_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"client_reference" text NOT NULL,
	"route_id" integer,
	"route_slug" text NOT NULL,
	"route_waypoints" jsonb NOT NULL,
	"distance_km" double precision,
	"status" text NOT NULL,
	"status_message" text,
	"supplier" text NOT NULL,
	"tag_operator" text,
	"plate_id" integer,
	"plate" text NOT NULL,
	"vehicle_category" text NOT NULL,
	"axis" integer NOT NULL,
	"suspended_axles" integer DEFAULT 0 NOT NULL,
	"rear_wheel_type" text,
	"shipper_id" integer,
	"shipper_name" text,
	"shipper_document" text,
	"cost_center_id" integer,
	"cost_center_name" text,
	"code" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"origin_document" text DEFAULT '' NOT NULL,
	"destination_document" text DEFAULT '' NOT NULL,
	"expiration_date" date NOT NULL,
	"operation_type" text DEFAULT '' NOT NULL,
	"transport_taker" text NOT NULL,
	"lines" jsonb NOT NULL,
	"quoted_cents" integer,
	"purchased_cents" integer,
	"priced_on" date NOT NULL,
	"trip_number" text,
	"receipt_number" text,
	"purchase_id" text,
	"antt_vpo_id" text,
	"cancel_reason" text,
	"created_by" integer,
	"created_by_name" text,
	"issued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vpo_supplier_configs" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"semparar_enabled" boolean DEFAULT false NOT NULL,
	"semparar_url" text,
	"semparar_cnpj" text,
	"semparar_login" text,
	"semparar_password_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vpo_events" ADD CONSTRAINT "vpo_events_vpo_id_vpo_purchases_id_fk" FOREIGN KEY ("vpo_id") REFERENCES "public"."vpo_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpo_events" ADD CONSTRAINT "vpo_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpo_exchanges" ADD CONSTRAINT "vpo_exchanges_vpo_id_vpo_purchases_id_fk" FOREIGN KEY ("vpo_id") REFERENCES "public"."vpo_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpo_purchases" ADD CONSTRAINT "vpo_purchases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpo_purchases" ADD CONSTRAINT "vpo_purchases_route_id_saved_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."saved_routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpo_purchases" ADD CONSTRAINT "vpo_purchases_plate_id_plates_id_fk" FOREIGN KEY ("plate_id") REFERENCES "public"."plates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpo_purchases" ADD CONSTRAINT "vpo_purchases_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpo_purchases" ADD CONSTRAINT "vpo_purchases_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpo_purchases" ADD CONSTRAINT "vpo_purchases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpo_supplier_configs" ADD CONSTRAINT "vpo_supplier_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vpo_events_vpo_idx" ON "vpo_events" USING btree ("vpo_id","id");--> statement-breakpoint
CREATE INDEX "vpo_exchanges_vpo_idx" ON "vpo_exchanges" USING btree ("vpo_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vpo_purchases_company_key_unique" ON "vpo_purchases" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "vpo_purchases_client_reference_unique" ON "vpo_purchases" USING btree ("client_reference");--> statement-breakpoint
CREATE INDEX "vpo_purchases_company_created_idx" ON "vpo_purchases" USING btree ("company_id","created_at");--> statement-breakpoint
-- Permission `vpo-create` is now `vpo-buy` (issue 15): the roles and users that held it keep it.
UPDATE "permissions" SET "name" = 'vpo-buy' WHERE "name" = 'vpo-create' AND NOT EXISTS (SELECT 1 FROM "permissions" WHERE "name" = 'vpo-buy');
