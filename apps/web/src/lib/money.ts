const formatters = new Map<string, Intl.NumberFormat>();

/** Integer cents to a price for people: 2900, "usd" → "$29.00". */
export function formatMoney(cents: number, currency = 'usd'): string {
  const code = currency.toUpperCase();
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    formatters.set(code, formatter);
  }
  return formatter.format(cents / 100);
}
