/** Integer cents as people read them: `formatMoney(13410, 'usd')` is "$134.10". */
export const formatMoney = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
