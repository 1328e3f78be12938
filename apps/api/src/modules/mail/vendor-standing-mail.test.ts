import { describe, expect, it } from 'vitest';
import { contentOf, type TemplateContext } from './mail-templates';

const ctx: TemplateContext = {
  appName: 'HomeKeep',
  link: (path) => `https://homekeep.example${path}`,
  firstName: 'Victor',
};

describe("the vendor's standing mail", () => {
  it('says why a vendor was suspended and leads to support', () => {
    const content = contentOf(
      { kind: 'vendor_standing', data: { event: 'suspended', reason: 'Insurance lapsed' } },
      ctx,
    );
    expect(content.subject).toBe('Your account is suspended');
    expect(content.paragraphs).toContain(
      "Our operations team suspended your company's account for this reason: Insurance lapsed.",
    );
    expect(content.action).toEqual({
      label: 'Contact support',
      url: 'https://homekeep.example/contact-us',
    });
  });

  it('gives the last day of an ended licence as people read it, and leads to the profile', () => {
    const content = contentOf(
      { kind: 'vendor_standing', data: { event: 'license_expired', lastDay: '2027-01-15' } },
      ctx,
    );
    expect(content.paragraphs[1]).toContain('was valid until January 15, 2027.');
    expect(content.action?.url).toBe('https://homekeep.example/profile-setup');
  });
});
