/** The day the terms and the privacy policy last changed, as both pages say it. */
export const POLICIES_UPDATED = 'Last updated November 24, 2026';
