/**
 * Every table of the server, for drizzle-kit (apps/server/drizzle.config.ts) and tests:
 * the platform's own and each module's schema file, collected here at the composition
 * layer (the platform does not know the modules).
 */
export * from './modules/accounts/accounts-schema.ts';
export * from './modules/admin/admin-schema.ts';
export * from './modules/analytics/analytics-schema.ts';
export * from './modules/bulk-sends/bulk-sends-schema.ts';
export * from './modules/captcha/captcha-schema.ts';
export * from './modules/certificate-authority/certificate-authority-schema.ts';
export * from './modules/contacts/contacts-schema.ts';
export * from './modules/credits/credits-schema.ts';
export * from './modules/embed/embed-schema.ts';
export * from './modules/establishments/establishments-schema.ts';
export * from './modules/evidence/evidence-schema.ts';
export * from './modules/identification/identification-schema.ts';
export * from './modules/invoices/invoices-schema.ts';
export * from './modules/notifications/notifications-schema.ts';
export * from './modules/ocr/ocr-schema.ts';
export * from './modules/operations/operations-schema.ts';
export * from './modules/page-previews/page-previews-schema.ts';
export * from './modules/payments/payments-schema.ts';
export * from './modules/payments/sandbox/sandbox-schema.ts';
export * from './modules/request-templates/request-templates-schema.ts';
export * from './modules/ses-communications/ses-communications-schema.ts';
export * from './modules/signing/signing-schema.ts';
export * from './modules/tokens/tokens-schema.ts';
export * from './modules/traveller/traveller-schema.ts';
export * from './modules/webhooks/webhooks-schema.ts';
export * from './platform/db/schema.ts';
