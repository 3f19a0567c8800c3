/** Display rules for provider data, shared by every client of the API. */

/** 'AED 250' — whole dirhams without decimals, otherwise two decimals. */
export function formatPriceAed(amount: number): string {
  return Number.isInteger(amount) ? `AED ${amount}` : `AED ${amount.toFixed(2)}`;
}

/** '60 mins' */
export function formatDuration(minutes: number): string {
  return `${minutes} mins`;
}
