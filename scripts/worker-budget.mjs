/** The Worker bundle's size budget (gzip -9, minified), read by the build check and the bench. */
export const WORKER_GZIP_BUDGET_KIB = 600;
