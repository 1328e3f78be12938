import {
  LICENSE_NUMBER_MAX,
  MAX_PROFILE_SERVICES,
  MAX_PROFILE_ZIP_CODES,
  type UpdateVendorProfileBody,
  type VendorProfile,
} from '@homekeep/contracts/vendors';
import { z } from 'zod';

const choice = (message: string) =>
  z
    .string()
    .nullable()
    .refine((value) => value !== null && value !== '', { message });

export const profileFormSchema = z.object({
  companyName: z
    .string()
    .trim()
    .min(1, 'Enter your company name')
    .max(200, 'Company name must be at most 200 characters'),
  vendorTypeId: choice('Choose a vendor type'),
  companyTypeId: choice('Choose a company type'),
  licenseTypeId: choice('Choose a licence type'),
  licenseNumber: z
    .string()
    .trim()
    .min(1, 'Enter your licence number')
    .max(LICENSE_NUMBER_MAX, `Licence number must be at most ${LICENSE_NUMBER_MAX} characters`),
  serviceIds: z
    .array(z.string())
    .min(1, 'Choose at least one service')
    .max(MAX_PROFILE_SERVICES, `Choose at most ${MAX_PROFILE_SERVICES} services`),
  licenseExpiresAt: z
    .string()
    .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), {
      message: 'Enter the date as shown on your licence',
    }),
  zipCodes: z
    .array(z.string())
    .min(1, 'Add at least one zip code')
    .max(MAX_PROFILE_ZIP_CODES, `Add at most ${MAX_PROFILE_ZIP_CODES} zip codes`),
});

export type ProfileFormValues = z.input<typeof profileFormSchema>;

const asChoice = (id: number | null) => (id === null ? null : String(id));

export function formValuesOf(profile: VendorProfile): ProfileFormValues {
  return {
    companyName: profile.companyName ?? '',
    vendorTypeId: asChoice(profile.vendorTypeId),
    companyTypeId: asChoice(profile.companyTypeId),
    licenseTypeId: asChoice(profile.licenseTypeId),
    licenseNumber: profile.licenseNumber ?? '',
    licenseExpiresAt: profile.licenseExpiresAt ?? '',
    serviceIds: profile.serviceIds,
    zipCodes: profile.zipCodes,
  };
}

/** The request body of valid form values: ids as numbers, text trimmed, no repeats. */
export function bodyOf(values: ProfileFormValues): UpdateVendorProfileBody {
  return {
    companyName: values.companyName.trim(),
    vendorTypeId: Number(values.vendorTypeId),
    companyTypeId: Number(values.companyTypeId),
    licenseTypeId: Number(values.licenseTypeId),
    licenseNumber: values.licenseNumber.trim(),
    licenseExpiresAt: values.licenseExpiresAt === '' ? null : values.licenseExpiresAt,
    serviceIds: [...new Set(values.serviceIds)],
    zipCodes: [...new Set(values.zipCodes)],
  };
}
