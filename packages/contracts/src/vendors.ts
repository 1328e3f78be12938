import { z } from 'zod';
import {
  isCalendarDay,
  lineText,
  nameText,
  pageQuerySchema,
  uuidSchema,
  wholeNumber,
  wholeNumberText,
} from './common';

export const MAX_PROFILE_SERVICES = 50;
export const MAX_PROFILE_ZIP_CODES = 500;
export const MAX_EQUIPMENT_PER_REQUEST = 100;
export const LICENSE_NUMBER_MAX = 60;
export const LICENSE_PLATE_MAX = 12;
export const VEHICLE_YEAR_MIN = 1950;
/** A vehicle may be next year's model. */
export const latestVehicleYear = () => new Date().getUTCFullYear() + 1;

const lookupRef = (field: string) => wholeNumber(field, 1);

/** The parts of a profile that must be set before jobs are offered, in form order. */
export const PROFILE_REQUIREMENTS = [
  'companyName',
  'vendorTypeId',
  'companyTypeId',
  'licenseTypeId',
  'licenseNumber',
  'serviceIds',
  'zipCodes',
] as const;
export const profileRequirementSchema = z.enum(PROFILE_REQUIREMENTS);
export type ProfileRequirement = z.infer<typeof profileRequirementSchema>;

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

export const ZIP_CODE_PATTERN = /^\d{5}$/;

/**
 * Why a vendor with a complete profile is still offered no jobs: an operator suspended it, or
 * its licence expired. Null when nothing stands in the way.
 */
export const VENDOR_HOLDS = ['suspended', 'license_expired'] as const;
export const vendorHoldSchema = z.enum(VENDOR_HOLDS);
export type VendorHold = z.infer<typeof vendorHoldSchema>;

/** A calendar day such as `2027-05-31`. */
export const calendarDaySchema = (field: string) =>
  z
    .string({ message: `${field} must be a date such as 2027-05-31` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date such as 2027-05-31`)
    .refine(isCalendarDay, `${field} must be a real calendar date`);

export const vendorProfileSchema = z.object({
  id: uuidSchema,
  companyName: z.string().nullable(),
  vendorTypeId: z.number().int().nullable(),
  vendorTypeName: z.string().nullable(),
  companyTypeId: z.number().int().nullable(),
  companyTypeName: z.string().nullable(),
  licenseTypeId: z.number().int().nullable(),
  licenseTypeName: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  /** The last day the licence is valid (`YYYY-MM-DD`), when the vendor has given it. */
  licenseExpiresAt: z.string().nullable(),
  /** What keeps a complete profile from being offered jobs, if anything. */
  hold: vendorHoldSchema.nullable(),
  /** The operators' reason, while suspended. */
  suspensionReason: z.string().nullable(),
  /** When an operator verified the company and its licence. */
  verifiedAt: z.string().nullable(),
  serviceIds: z.array(uuidSchema),
  /** The offered services with their names, by name. */
  services: z.array(z.object({ id: uuidSchema, name: z.string() })),
  zipCodes: z.array(z.string()),
  /** The service area with readable names ("90210 — Beverly Hills, CA"), by code. */
  serviceArea: z.array(z.object({ code: z.string(), name: z.string() })),
  complete: z.boolean(),
  /** What still has to be set for `complete` to be true. */
  missing: z.array(profileRequirementSchema),
  updatedAt: z.string(),
  /** The vendor's published reviews: average (one decimal; null while none) and count. */
  rating: z.object({ averageRating: z.number().nullable(), count: z.number().int() }),
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

export const updateVendorProfileBodySchema = z.object({
  companyName: nameText('companyName'),
  vendorTypeId: lookupRef('vendorTypeId'),
  companyTypeId: lookupRef('companyTypeId'),
  licenseTypeId: lookupRef('licenseTypeId'),
  licenseNumber: lineText('licenseNumber', LICENSE_NUMBER_MAX, { trim: true }).min(
    1,
    'licenseNumber is required',
  ),
  /** Optional: leaving it out keeps the date saved before; `null` clears it. */
  licenseExpiresAt: calendarDaySchema('licenseExpiresAt').nullable().optional(),
  serviceIds: z
    .array(z.uuid({ message: 'serviceIds must hold valid service ids' }), {
      message: 'serviceIds must be a list of service ids',
    })
    .min(1, 'serviceIds must name at least one service')
    .max(MAX_PROFILE_SERVICES, `serviceIds must name at most ${MAX_PROFILE_SERVICES} services`),
  zipCodes: z
    .array(lineText('zipCodes', 10, { trim: true }), {
      message: 'zipCodes must be a list of zip codes',
    })
    .min(1, 'zipCodes must name at least one zip code')
    .max(MAX_PROFILE_ZIP_CODES, `zipCodes must name at most ${MAX_PROFILE_ZIP_CODES} zip codes`)
    .superRefine((codes, context) => {
      const malformed = codes.filter((code) => !ZIP_CODE_PATTERN.test(code));
      if (malformed.length > 0)
        context.addIssue({
          code: 'custom',
          message: `zipCodes must be 5-digit zip codes, not ${malformed.slice(0, 5).join(', ')}`,
        });
    }),
});
export type UpdateVendorProfileBody = z.infer<typeof updateVendorProfileBodySchema>;

/** Plates are kept upper-case with single spaces, so "ab 123" and "AB  123" are one plate. */
export const normaliseLicensePlate = (plate: string) =>
  plate.trim().replace(/\s+/g, ' ').toUpperCase();

export const vehicleFieldsSchema = z.object(
  {
    vehicleTypeId: lookupRef('vehicleTypeId'),
    make: nameText('make'),
    model: nameText('model'),
    year: wholeNumber('year')
      .min(VEHICLE_YEAR_MIN, `year must be ${VEHICLE_YEAR_MIN} or later`)
      .refine((year) => year <= latestVehicleYear(), {
        message: 'year must not be later than next year',
      }),
    licensePlate: lineText('licensePlate', LICENSE_PLATE_MAX, { trim: true })
      .min(1, 'licensePlate is required')
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
        'licensePlate may hold only letters, digits, spaces and dashes',
      ),
  },
  { message: 'data is required' },
);
export type VehicleFields = z.infer<typeof vehicleFieldsSchema>;

export const createVehicleBodySchema = z.object({ data: vehicleFieldsSchema });
export type CreateVehicleBody = z.infer<typeof createVehicleBodySchema>;

export const vehicleSchema = z.object({
  id: uuidSchema,
  vehicleTypeId: z.number().int(),
  vehicleTypeName: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  licensePlate: z.string(),
  createdAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;
export const vehiclesQuerySchema = pageQuerySchema;

export const vendorEquipmentSchema = z.object({
  equipmentId: z.number().int(),
  name: z.string(),
  addedAt: z.string(),
});
export type VendorEquipment = z.infer<typeof vendorEquipmentSchema>;
export const vendorEquipmentsQuerySchema = pageQuerySchema;

export const addEquipmentsBodySchema = z.object({
  data: z.object(
    {
      equipmentIds: z
        .array(lookupRef('equipmentIds'), { message: 'equipmentIds must be a list of ids' })
        .min(1, 'equipmentIds must name at least one piece of equipment')
        .max(
          MAX_EQUIPMENT_PER_REQUEST,
          `equipmentIds must name at most ${MAX_EQUIPMENT_PER_REQUEST} pieces of equipment`,
        ),
    },
    { message: 'data is required' },
  ),
});
export type AddEquipmentsBody = z.infer<typeof addEquipmentsBodySchema>;

export const equipmentParamsSchema = z.object({
  equipmentId: wholeNumberText('equipmentId', 1),
});
