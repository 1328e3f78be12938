import { describe, expect, it } from 'vitest';
import { bodyOf } from './profile-form-values';

describe('bodyOf', () => {
  it('turns choices into numbers and drops repeats', () => {
    expect(
      bodyOf({
        companyName: ' Acme ',
        vendorTypeId: '3',
        companyTypeId: '4',
        licenseTypeId: '5',
        licenseNumber: ' L1 ',
        licenseExpiresAt: '2027-05-31',
        serviceIds: ['a', 'a', 'b'],
        zipCodes: ['10001', '10001'],
      }),
    ).toEqual({
      companyName: 'Acme',
      vendorTypeId: 3,
      companyTypeId: 4,
      licenseTypeId: 5,
      licenseNumber: 'L1',
      licenseExpiresAt: '2027-05-31',
      serviceIds: ['a', 'b'],
      zipCodes: ['10001'],
    });
  });
});
