import {
  propertyBodySchema,
  PROPERTY_TYPES,
  type Property,
  type PropertyBody,
  type PropertyType,
} from '@homekeep/contracts/properties';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { UploadedPhoto } from '@/components/forms/photo-upload-field';
import { readableMessage } from '@/lib/readable-errors';
import { parseTypedNumber, withSeparators } from '@/lib/typed-number';

/** What the form edits: text as typed, numbers as text until saved. */
export type PropertyFormValues = {
  name: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  type: PropertyType;
  sizeSqft: string;
  bedrooms: string;
  bathrooms: string;
  yearBuilt: string;
  notes: string;
  /** Blank: the zone of the zip code. */
  timezone: string;
  photos: UploadedPhoto[];
};

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  house: 'House',
  apartment: 'Apartment',
  condo: 'Condo',
  townhouse: 'Townhouse',
  commercial: 'Commercial',
  other: 'Other',
};
export const propertyTypeOptions = PROPERTY_TYPES.map((value) => ({
  value,
  label: PROPERTY_TYPE_LABELS[value],
}));

const FIELD_LABELS: Record<string, string> = {
  name: 'Property name',
  addressLine1: 'Street address',
  addressLine2: 'Apartment, suite or unit',
  city: 'City',
  state: 'State',
  zipCode: 'Zip code',
  type: 'Property type',
  sizeSqft: 'Size (sq ft)',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  yearBuilt: 'Year built',
  notes: 'Notes',
  timezone: 'Time zone',
  photoFileIds: 'Photos',
};

export const emptyPropertyValues: PropertyFormValues = {
  name: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'US',
  type: 'house',
  sizeSqft: '',
  bedrooms: '',
  bathrooms: '',
  yearBuilt: '',
  notes: '',
  timezone: '',
  photos: [],
};

const text = (value: number | string | null) => (value === null ? '' : String(value));

export const valuesOf = (property: Property): PropertyFormValues => ({
  name: property.name,
  addressLine1: property.addressLine1,
  addressLine2: property.addressLine2 ?? '',
  city: property.city,
  state: property.state,
  zipCode: property.zipCode,
  country: property.country,
  type: property.type,
  sizeSqft: property.sizeSqft === null ? '' : withSeparators(property.sizeSqft),
  bedrooms: text(property.bedrooms),
  bathrooms: text(property.bathrooms),
  yearBuilt: text(property.yearBuilt),
  notes: property.notes ?? '',
  timezone: property.timezone,
  photos: property.photos,
});

const numberOrNull = (value: string) => (value.trim() === '' ? null : parseTypedNumber(value));

export const bodyOf = (values: PropertyFormValues): PropertyBody => ({
  name: values.name,
  addressLine1: values.addressLine1,
  addressLine2: values.addressLine2.trim() || null,
  city: values.city,
  state: values.state,
  zipCode: values.zipCode.trim(),
  country: values.country,
  type: values.type,
  sizeSqft: numberOrNull(values.sizeSqft),
  bedrooms: numberOrNull(values.bedrooms),
  bathrooms: numberOrNull(values.bathrooms),
  yearBuilt: numberOrNull(values.yearBuilt),
  notes: values.notes.trim() || null,
  ...(values.timezone ? { timezone: values.timezone } : {}),
  photoFileIds: values.photos.map((photo) => photo.id),
});

/** Checks the form's values with the contract's own rules, in the form's terms and labels. */
export const propertyFormResolver: Resolver<PropertyFormValues> = async (values) => {
  const result = propertyBodySchema.safeParse(bodyOf(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<PropertyFormValues> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'name');
    const field = (key === 'photoFileIds' ? 'photos' : key) as keyof PropertyFormValues;
    errors[field] ??= {
      type: issue.code,
      message: readableMessage(key, issue.message, FIELD_LABELS),
    };
  }
  return { values: {}, errors };
};
