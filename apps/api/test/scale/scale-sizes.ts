/** How much marketplace `buildScaleData` makes. Every count is exact and reproducible. */
export interface ScaleSizes {
  /** Services in all, the seeded catalogue included; each has its product, as the admin route makes. */
  services: number;
  residents: number;
  vendors: number;
  /** Maintenance requests, each with its vendor order and status history. */
  requests: number;
  /** Real zip codes of one state (California) where every property is. */
  zipCodes: number;
  /** Share of orders still waiting for a vendor (0 to 1). */
  pendingShare: number;
  /** Vendors who offer the first catalogue service in the first zip code: one dispatch's candidates. */
  dispatchCandidates: number;
  /** The vendor whose lists are measured offers every catalogue service in this many zip codes. */
  busiestVendorZipCodes: number;
  busiestVendorNotifications: number;
  /** Notifications of every other vendor. */
  notificationsPerVendor: number;
  /** The resident whose lists are measured. */
  busiestResident: { properties: number; requests: number; transactions: number };
}

/**
 * `full`: a city's worth (the figures of the scale benchmark); `tenth`: a tenth of each count;
 * `writes`: a tenth whose dispatch reaches 500 vendors; `plans`: small enough to build inside a test, large enough that a query reading a whole table
 * or a whole user's history shows in its plan.
 */
export const SCALES = {
  full: {
    services: 1_000_000,
    residents: 95_000,
    vendors: 5_000,
    requests: 1_000_000,
    zipCodes: 200,
    pendingShare: 0.1,
    dispatchCandidates: 500,
    busiestVendorZipCodes: 60,
    busiestVendorNotifications: 14_000,
    notificationsPerVendor: 200,
    busiestResident: { properties: 50, requests: 2_000, transactions: 300 },
  },
  tenth: {
    services: 100_000,
    residents: 9_500,
    vendors: 500,
    requests: 100_000,
    zipCodes: 200,
    pendingShare: 0.1,
    dispatchCandidates: 50,
    busiestVendorZipCodes: 60,
    busiestVendorNotifications: 1_400,
    notificationsPerVendor: 200,
    busiestResident: { properties: 5, requests: 200, transactions: 30 },
  },
  /**
   * A tenth, but for the dispatch's candidates: a request reaches 500 vendors as at 1M rows, so
   * the write paths' contention (docs/BENCHMARKS.md, `write-load.ts`) is measured in minutes.
   */
  writes: {
    services: 100_000,
    residents: 9_500,
    vendors: 1_000,
    requests: 100_000,
    zipCodes: 200,
    pendingShare: 0.1,
    dispatchCandidates: 500,
    busiestVendorZipCodes: 60,
    busiestVendorNotifications: 1_400,
    notificationsPerVendor: 200,
    busiestResident: { properties: 5, requests: 200, transactions: 30 },
  },
  plans: {
    services: 50_000,
    residents: 4_500,
    vendors: 500,
    requests: 20_000,
    zipCodes: 200,
    pendingShare: 0.1,
    dispatchCandidates: 50,
    busiestVendorZipCodes: 100,
    busiestVendorNotifications: 2_000,
    notificationsPerVendor: 20,
    busiestResident: { properties: 20, requests: 1_000, transactions: 600 },
  },
} satisfies Record<string, ScaleSizes>;

export type ScaleName = keyof typeof SCALES;

/** Throws on sizes that cannot be built as asked. */
export function checkSizes(sizes: ScaleSizes, seededServices: number, zipCodesAvailable: number) {
  const problems = [
    sizes.services < seededServices && `services must be at least ${seededServices}`,
    sizes.residents < 2 && 'residents must be at least 2',
    sizes.vendors < 2 && 'vendors must be at least 2',
    sizes.dispatchCandidates > sizes.vendors && 'dispatchCandidates must not exceed vendors',
    sizes.zipCodes > zipCodesAvailable && `zipCodes must be at most ${zipCodesAvailable}`,
    sizes.busiestVendorZipCodes > sizes.zipCodes &&
      'busiestVendorZipCodes must not exceed zipCodes',
    sizes.busiestResident.requests > sizes.requests && 'busiestResident.requests exceeds requests',
    sizes.busiestResident.properties < 1 && 'busiestResident.properties must be at least 1',
    (sizes.pendingShare < 0 || sizes.pendingShare > 1) && 'pendingShare must be between 0 and 1',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`scale sizes: ${problems.join('; ')}`);
}
