/** Cents as money in the viewer's own number format: 2900 usd → "$29.00" or "29,00 $US". */
export function formatViewerMoney(cents: number, currency: string): string {
  const locale = typeof navigator === 'undefined' ? undefined : navigator.language;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}
