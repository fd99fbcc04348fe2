CREATE INDEX "legal_ambit_order_idx" ON "legal_ambit" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "legal_requirement_order_idx" ON "legal_requirement" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "subambit_order_idx" ON "subambit" USING btree ("order","id");