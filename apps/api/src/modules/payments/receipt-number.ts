/** The letters a receipt number starts with: the brand name's letters and digits, in capitals. */
export const receiptPrefixOf = (appName: string) =>
  appName.replace(/[^A-Za-z0-9]/g, '').toUpperCase() || 'RECEIPT';

/** A receipt's number as people read it: `HOMEKEEP-2026-000123` (numbered afresh each year). */
export const receiptNumberText = (prefix: string, year: number, sequence: number) =>
  `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
