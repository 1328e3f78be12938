import { describe, expect, it } from 'vitest';
import { contentOf, type TemplateContext } from './mail-templates';

const ctx: TemplateContext = {
  appName: 'HomeKeep',
  link: (path, query) =>
    `https://homekeep.example${path}${query ? `?${new URLSearchParams(query)}` : ''}`,
  firstName: 'Rosa',
};
const requestId = '7b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e07';

describe('the job step mail', () => {
  it('says the amount due when the completed job has a bill, and links to paying it', () => {
    const content = contentOf(
      {
        kind: 'job_status',
        data: {
          requestId,
          title: 'Leaking gutter',
          status: 'completed',
          bill: { amountCents: 13410, currency: 'usd' },
        },
      },
      ctx,
    );
    expect(content.paragraphs).toContain(
      'Your bill of $134.10 is now due. Pay it by card from the job.',
    );
    expect(content.facts).toEqual([['Amount due', '$134.10']]);
    expect(content.action).toEqual({
      label: 'Pay the bill',
      url: `https://homekeep.example/maintenance-request?id=${requestId}`,
    });
  });

  it('says nothing of money for a step without a bill, and opens the job', () => {
    const content = contentOf(
      { kind: 'job_status', data: { requestId, title: 'Leaking gutter', status: 'en_route' } },
      ctx,
    );
    expect(content.paragraphs.join(' ')).not.toMatch(/\$/);
    expect(content.facts).toBeUndefined();
    expect(content.action?.label).toBe('See your job');
    expect(content.action?.url).toContain(`/maintenance-request?id=${requestId}`);
  });
});

describe('the receipt mail', () => {
  const transactionId = '3f1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e07';
  const content = contentOf(
    {
      kind: 'payment_receipt',
      data: {
        transactionId,
        amountCents: 4900,
        currency: 'usd',
        paidAt: '2026-03-05T14:30:00.000Z',
        lines: [{ name: 'Essential plan', quantity: 1, unitPriceCents: 4900 }],
        receipt: { year: 2026, sequence: 123 },
        description: 'Essential plan for Lake house',
        properties: [{ name: 'Lake house', address: '12 Shore Rd, Madison, WI 53703' }],
      },
    },
    ctx,
  );

  it('names the property, says the day in words and numbers the receipt per year', () => {
    expect(content.subject).toBe('Your HomeKeep receipt: $49.00 for Essential plan for Lake house');
    expect(content.facts).toEqual([
      ['Lake house', '12 Shore Rd, Madison, WI 53703'],
      ['Essential plan', '$49.00'],
      ['Total', '$49.00'],
      ['Paid on', 'March 5, 2026'],
      ['Receipt number', 'HOMEKEEP-2026-000123'],
    ]);
  });

  it('opens the receipt among the payments', () => {
    expect(content.action).toEqual({
      label: 'See your receipt',
      url: `https://homekeep.example/payments?receipt=${transactionId}`,
    });
  });
});
