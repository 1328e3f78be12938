import {
  createRequestBodySchema,
  TIME_WINDOWS,
  URGENCIES,
  type CreateRequestBody,
} from '@homekeep/contracts/jobs';
import { availabilityProblem } from '@homekeep/contracts/appointments';
import type { UploadedPhoto } from '@/components/forms/photo-upload-field';
import { spanOfValues, type SpanValues } from '@/lib/appointment-time';

/** What the new-request form holds while the resident fills it in. */
export type NewRequestValues = {
  propertyId: string;
  serviceId: string | null;
  title: string;
  description: string;
  urgency: string;
  preferredDate: string;
  preferredTimeWindow: string;
  photos: UploadedPhoto[];
  availability: SpanValues[];
};

export type NewRequestErrors = Partial<Record<keyof CreateRequestBody, string>>;

export const emptyRequest = (serviceId: string | null): NewRequestValues => ({
  propertyId: '',
  serviceId,
  title: '',
  description: '',
  urgency: 'normal',
  preferredDate: '',
  preferredTimeWindow: 'any',
  photos: [],
  availability: [],
});

/** Today in the resident's own zone, as the date input counts days. */
export const localToday = () =>
  new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
export const urgencyOptions = URGENCIES.map((value) => ({ value, label: capitalised(value) }));
export const windowOptions = TIME_WINDOWS.map((value) => ({
  value,
  label: value === 'any' ? 'Any time' : capitalised(value),
}));

/** The request body of the form's values, or the first problem of each field. */
export function checkNewRequest(
  values: NewRequestValues,
  property: { id: string; timezone: string },
): { body: CreateRequestBody } | { errors: NewRequestErrors } {
  const propertyId = property.id;
  const incomplete = values.availability.some(
    (window) => !window.date || !window.from || !window.to,
  );
  if (incomplete) return { errors: { availability: 'Give each window a day and both times.' } };
  const availability = values.availability.map((window) => spanOfValues(window, property.timezone));
  const body = {
    propertyId,
    serviceId: values.serviceId ?? '',
    description: values.description,
    urgency: values.urgency,
    preferredTimeWindow: values.preferredTimeWindow,
    photoFileIds: values.photos.map((photo) => photo.id),
    ...(values.title.trim() ? { title: values.title } : {}),
    ...(values.preferredDate ? { preferredDate: values.preferredDate } : {}),
    ...(availability.length > 0 ? { availability } : {}),
  };
  const parsed = createRequestBodySchema.safeParse(body);
  const tooSoon = availability.length > 0 && availabilityProblem(availability, new Date());
  if (parsed.success && tooSoon) return { errors: { availability: tooSoon } };
  if (parsed.success) return { body: body as CreateRequestBody };
  const errors: NewRequestErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof CreateRequestBody;
    errors[field] ??= field === 'serviceId' ? 'Choose a service' : issue.message;
  }
  return { errors };
}
