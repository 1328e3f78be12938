import type { ProfileRequirement } from '@homekeep/contracts/vendors';

/** What a vendor's profile still lacks, in words: the vendor's own screen and the console's. */
export const REQUIREMENT_LABELS: Record<ProfileRequirement, string> = {
  companyName: 'company name',
  vendorTypeId: 'vendor type',
  companyTypeId: 'company type',
  licenseTypeId: 'licence type',
  licenseNumber: 'licence number',
  serviceIds: 'at least one service',
  zipCodes: 'at least one service-area zip code',
};

/** One requirement in words; a name this client does not know yet is shown as it came. */
export const requirementLabel = (part: string) =>
  REQUIREMENT_LABELS[part as ProfileRequirement] ?? part;
