import type { Property } from '@homekeep/contracts/properties';

/** "12 Shore Road, Unit 4B, Madison, WI 53703" */
export const addressOf = (property: Property) =>
  [
    property.addressLine1,
    property.addressLine2,
    property.city,
    `${property.state} ${property.zipCode}`,
  ]
    .filter(Boolean)
    .join(', ');
