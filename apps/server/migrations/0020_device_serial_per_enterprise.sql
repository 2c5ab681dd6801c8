-- A device's serial is unique within its enterprise, no longer across the platform: an enterprise
-- registering a serial another enterprise has must not be told so (issue 43), and a machine handed
-- on to a new owner can be registered by it. Enrolment picks the row by its one-time code.
DROP INDEX "device_serial_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "device_enterprise_serial_uq" ON "device" USING btree ("enterprise_id",lower("serial"));
