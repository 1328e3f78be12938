CREATE TABLE "vendor_equipments" (
	"vendor_id" uuid NOT NULL,
	"equipment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_equipments_pkey" PRIMARY KEY("vendor_id","equipment_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_services" (
	"vendor_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "vendor_services_pkey" PRIMARY KEY("vendor_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"license_plate" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_vehicles_year_check" CHECK ("vendor_vehicles"."year" BETWEEN 1900 AND 2200)
);
--> statement-breakpoint
CREATE TABLE "vendor_zip_codes" (
	"vendor_id" uuid NOT NULL,
	"zip_code" text NOT NULL,
	CONSTRAINT "vendor_zip_codes_pkey" PRIMARY KEY("vendor_id","zip_code")
);
--> statement-breakpoint
ALTER TABLE "vendor_equipments" ADD CONSTRAINT "vendor_equipments_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_equipments" ADD CONSTRAINT "vendor_equipments_equipment_id_equipments_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_services" ADD CONSTRAINT "vendor_services_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_services" ADD CONSTRAINT "vendor_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_vehicles" ADD CONSTRAINT "vendor_vehicles_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_vehicles" ADD CONSTRAINT "vendor_vehicles_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_zip_codes" ADD CONSTRAINT "vendor_zip_codes_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_zip_codes" ADD CONSTRAINT "vendor_zip_codes_zip_code_zip_codes_code_fk" FOREIGN KEY ("zip_code") REFERENCES "public"."zip_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_equipments_equipment_idx" ON "vendor_equipments" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "vendor_services_service_idx" ON "vendor_services" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_vehicles_vendor_plate_key" ON "vendor_vehicles" USING btree ("vendor_id","license_plate");--> statement-breakpoint
CREATE INDEX "vendor_vehicles_vendor_created_idx" ON "vendor_vehicles" USING btree ("vendor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vendor_zip_codes_zip_code_idx" ON "vendor_zip_codes" USING btree ("zip_code");