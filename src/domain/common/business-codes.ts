/**
 * Business codes the backend answers in its envelope's `code` that more than one area reads.
 * Each is a number written here once: the forms, the use cases, the gateways and the mock import it.
 */

/**
 * 20022: the server's review refused what was sent (an image's or the company data's audit),
 * and, on an order's writes, the order changed under the user. Each area reads it its own way
 * (album form cleared silently, cover/poster/banner image cleared, honour and company silent;
 * see the content areas' `auditFailed` reading in src/application/content/content-areas.ts).
 */
export const AUDIT_FAILED_CODE = 20022;
