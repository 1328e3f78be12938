// A number as people type it: "2,100" and "1,234.5" are 2100 and 1234.5. Commas must group
// digits by three, so that "2,1" is refused rather than read as 21.
const PLAIN = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/** The number in a typed text; NaN when it is not one, so that the form's rules refuse it. */
export function parseTypedNumber(text: string): number {
  const trimmed = text.trim();
  if (PLAIN.test(trimmed)) return Number(trimmed);
  if (GROUPED.test(trimmed)) return Number(trimmed.replaceAll(',', ''));
  return Number.NaN;
}

/** A count shown with thousands separators, as people write it: 2100 → "2,100". */
export const withSeparators = (value: number) => value.toLocaleString('en-US');
