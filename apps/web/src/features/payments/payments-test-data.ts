import type { Transaction } from '@homekeep/contracts/payments';

/** What a plan's payment for "Lake house" bills, as the API answers it. */
export const lakeHouseBill: Pick<
  Transaction,
  'properties' | 'job' | 'description' | 'renewsEvery' | 'receiptNumber'
> = {
  properties: [
    {
      id: '20000000-0000-4000-8000-000000000001',
      name: 'Lake house',
      addressLine1: '12 Shore Rd',
      addressLine2: null,
      city: 'Madison',
      state: 'WI',
      zipCode: '53703',
    },
  ],
  job: null,
  description: 'Essential plan for Lake house',
  renewsEvery: 'month',
  receiptNumber: null,
};
