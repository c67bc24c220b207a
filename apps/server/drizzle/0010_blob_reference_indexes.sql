CREATE INDEX "operation_documents_original_idx" ON "operation_documents" USING btree ("original_sha256");--> statement-breakpoint
CREATE INDEX "operation_documents_signed_idx" ON "operation_documents" USING btree ("signed_sha256");--> statement-breakpoint
CREATE INDEX "operation_signers_image_idx" ON "operation_signers" USING btree ("signature_image_sha256");