import { useGetTestClockQuery } from './api/admin-clock-api';

/**
 * The product's time as the console reckons with it: the test clock's, where there is one (it
 * may run months ahead of the real time), else the real time. `null` until the API answered
 * whether there is a test clock, so that nothing is asked for the wrong period meanwhile.
 */
export function useProductNow(): number | null {
  const clock = useGetTestClockQuery();
  if (clock.data) return Date.parse(clock.data.now);
  if (clock.isError) return Date.now();
  return null;
}
