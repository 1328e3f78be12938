import type { NotificationPreferences } from '@homekeep/contracts/mail';
import type { VendorProfile } from '@homekeep/contracts/vendors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileSetupScreen } from './profile-setup-screen';
import { list } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import type { Answer, RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('vendor');

const PROFILE_ID = '5a0c7e1e-2f4b-4c1d-9a3e-6b7c8d9e0f11';
const GUTTERS = { id: '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Gutter cleaning' };

const emptyProfile: VendorProfile = {
  id: PROFILE_ID,
  companyName: 'Fixit Co',
  vendorTypeId: null,
  vendorTypeName: null,
  companyTypeId: null,
  companyTypeName: null,
  licenseTypeId: null,
  licenseTypeName: null,
  licenseNumber: null,
  licenseExpiresAt: null,
  hold: null,
  suspensionReason: null,
  verifiedAt: null,
  serviceIds: [],
  services: [],
  zipCodes: [],
  serviceArea: [],
  complete: false,
  missing: [
    'vendorTypeId',
    'companyTypeId',
    'licenseTypeId',
    'licenseNumber',
    'serviceIds',
    'zipCodes',
  ],
  updatedAt: '2026-01-01T00:00:00.000Z',
  rating: { averageRating: null, count: 0 },
};

const lookups: Record<string, { id: number; name: string }[]> = {
  'vendor-types': [{ id: 16, name: 'Plumbing' }],
  'company-types': [{ id: 2, name: 'Limited liability company (LLC)' }],
  'license-types': [{ id: 5, name: 'Master plumber license' }],
};

/**
 * Answers like the API: the lookups, services, zip codes, the profile as saved last and the
 * mail preferences as set last.
 */
function answerAsTheApi(saved: { profile: VendorProfile; preferences?: NotificationPreferences }) {
  return (request: RecordedRequest): Answer => {
    const url = new URL(request.url, 'http://x');
    const name = url.pathname.replace('/api/v1/', '');
    if (name === 'vendors/profile') return { status: 200, json: { data: saved.profile } };
    if (name === 'auth/calendar-feed')
      return { status: 200, json: { data: { url: 'http://127.0.0.1/calendar-feeds/x.ics' } } };
    if (name === 'auth/notification-preferences') {
      saved.preferences ??= {
        jobStatus: true,
        newOffer: true,
        messages: true,
        reviewReminders: true,
      };
      if (request.method === 'PUT')
        saved.preferences = { ...saved.preferences, ...JSON.parse(request.body) };
      return { status: 200, json: { data: saved.preferences } };
    }
    if (request.method === 'PUT') {
      const body = JSON.parse(request.body);
      saved.profile = {
        ...saved.profile,
        ...body,
        services: [GUTTERS],
        serviceArea: [{ code: '90210', name: '90210 — Beverly Hills, CA' }],
        complete: true,
        missing: [],
      };
      return { status: 200, json: { data: saved.profile } };
    }
    if (lookups[name]) return { status: 200, json: list(lookups[name]) };
    if (name === 'services')
      return {
        status: 200,
        json: list([
          {
            ...GUTTERS,
            kind: 'home',
            description: '',
            priceCents: 100,
            currency: 'usd',
            imageUrl: null,
          },
        ]),
      };
    if (name === 'zip-codes')
      return {
        status: 200,
        json: list([
          { id: 1, code: '90210', name: '90210 — Beverly Hills, CA', cityId: 3, stateId: 4 },
        ]),
      };
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'No such route' } };
  };
}

const renderScreen = () =>
  renderRoutes([{ path: '/profile-setup', element: <ProfileSetupScreen /> }], '/profile-setup');

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

async function choose(label: string, option: string | RegExp) {
  await userEvent.click(field(label));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Fills every field a complete profile needs, as a vendor would. */
async function fillTheProfile() {
  await screen.findByLabelText(/company name/i);
  await waitFor(() => expect(field('Vendor type')).toBeEnabled());
  await choose('Vendor type', 'Plumbing');
  await choose('Company type', 'Limited liability company (LLC)');
  await choose('Licence type', 'Master plumber license');
  await userEvent.type(screen.getByLabelText(/licence number/i), ' PL-2093 ');
  await userEvent.type(field('Services you offer'), 'gut');
  await userEvent.click(
    await screen.findByRole('option', { name: 'Gutter cleaning', hidden: true }),
  );
  await userEvent.type(field('Service-area zip codes'), '902');
  await userEvent.click(
    await screen.findByRole('option', { name: '90210 — Beverly Hills, CA', hidden: true }),
  );
}

describe('profile setup', { timeout: 30_000 }, () => {
  it('pre-fills the form and says what is missing', async () => {
    api.server.script([], answerAsTheApi({ profile: emptyProfile }));
    renderScreen();
    expect(await screen.findByLabelText(/company name/i)).toHaveValue('Fixit Co');
    expect(
      screen.getByText(/Still missing: vendor type, company type, licence type/),
    ).toBeVisible();
  });

  it('puts the form before the reviews until the profile is complete, the reviews first after', async () => {
    const reviewsBeforeForm = async () => {
      const form = await screen.findByLabelText(/company name/i);
      const reviews = screen.getByRole('region', { name: 'Your reviews' });
      return Boolean(reviews.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING);
    };
    api.server.script([], answerAsTheApi({ profile: emptyProfile }));
    const first = renderScreen();
    expect(await reviewsBeforeForm()).toBe(false);
    first.unmount();

    api.server.script(
      [],
      answerAsTheApi({ profile: { ...emptyProfile, complete: true, missing: [] } }),
    );
    renderScreen();
    expect(await reviewsBeforeForm()).toBe(true);
  });

  it('shows what each empty field needs and sends nothing', async () => {
    api.server.script([], answerAsTheApi({ profile: { ...emptyProfile, companyName: null } }));
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter your company name')).toBeVisible();
    expect(screen.getByText('Choose a vendor type')).toBeVisible();
    expect(screen.getByText('Enter your licence number')).toBeVisible();
    expect(screen.getByText('Choose at least one service')).toBeVisible();
    expect(screen.getByText('Add at least one zip code')).toBeVisible();
    expect(api.server.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('says under a list field when nothing in it matches what was typed', async () => {
    api.server.script([], answerAsTheApi({ profile: emptyProfile }));
    renderScreen();
    await waitFor(() => expect(field('Vendor type')).toBeEnabled());
    await userEvent.type(field('Vendor type'), 'plu');
    expect(await screen.findByRole('option', { name: 'Plumbing', hidden: true })).toBeTruthy();
    await userEvent.type(field('Vendor type'), 'xq');
    expect(await screen.findByText('Nothing matches “pluxq”.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('option', { name: 'Plumbing', hidden: true })).toBeNull();
  });

  it('saves a filled-in profile and then says it is complete', async () => {
    const saved = { profile: emptyProfile };
    api.server.script([], answerAsTheApi(saved));
    renderScreen();
    await fillTheProfile();

    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(
      await screen.findByText('Your profile is complete: you will be offered matching jobs.'),
    ).toBeVisible();
    const put = api.server.requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe(`/api/v1/vendors/profile/${PROFILE_ID}`);
    expect(JSON.parse(put!.body)).toEqual({
      companyName: 'Fixit Co',
      vendorTypeId: 16,
      companyTypeId: 2,
      licenseTypeId: 5,
      licenseNumber: 'PL-2093',
      licenseExpiresAt: null,
      serviceIds: [GUTTERS.id],
      zipCodes: ['90210'],
    });
    expect(
      api.server.requests.some((r) => r.url.includes('/zip-codes?page=1&limit=20&global=902')),
    ).toBe(true);
    expect(screen.getByText('Your profile was saved.')).toBeInTheDocument();
    expect(api.toasts).toEqual([]);
  });

  it('says a refused save above its button and keeps what was typed', async () => {
    const theApi = answerAsTheApi({ profile: emptyProfile });
    const refusal = 'Licence number PL-2093 is already registered to another company.';
    api.server.script([], (request) =>
      request.method === 'PUT' && request.url.includes('/vendors/profile/')
        ? { status: 409, json: { statusCode: 409, message: refusal } }
        : theApi(request),
    );
    renderScreen();
    await fillTheProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    const form = screen.getByRole('form', { name: 'Company profile' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByLabelText(/licence number/i)).toHaveValue(' PL-2093 ');
    expect(api.toasts).toEqual([]);
  });

  it('says a search that failed, not that nothing matches', async () => {
    const saved = { profile: emptyProfile };
    const theApi = answerAsTheApi(saved);
    api.server.script([], (request) =>
      /\/(zip-codes|services)\?/.test(request.url)
        ? { status: 503, json: { statusCode: 503, message: 'The database is not answering' } }
        : theApi(request),
    );
    renderScreen();
    await userEvent.type(
      await screen.findByLabelText(/^Service-area zip codes/, { selector: 'input' }),
      '902',
    );
    expect(
      await screen.findByText(
        'The zip codes could not be searched just now. Try again in a moment.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/No zip code starts/)).not.toBeInTheDocument();
    await userEvent.type(field('Services you offer'), 'gut');
    expect(
      await screen.findByText(
        'The services could not be searched just now. Try again in a moment.',
      ),
    ).toBeVisible();
  });

  it('turns the new job offer mails off and on, and offers no resident mails', async () => {
    const saved: { profile: VendorProfile; preferences?: NotificationPreferences } = {
      profile: emptyProfile,
    };
    api.server.script([], answerAsTheApi(saved));
    renderScreen();
    const mails = await screen.findByRole('region', { name: 'Mail settings' });
    const offers = await within(mails).findByRole('checkbox', { name: /New job offers/ });
    expect(offers).toBeChecked();
    expect(within(mails).queryByRole('checkbox', { name: /Updates about my jobs/ })).toBeNull();
    expect(
      within(mails).getByText("Mails about your account's security always come."),
    ).toBeVisible();

    await userEvent.click(offers);
    await waitFor(() => expect(offers).not.toBeChecked());
    await waitFor(() =>
      expect(saved.preferences).toMatchObject({ jobStatus: true, newOffer: false }),
    );
    expect(offers).toHaveFocus();
    await userEvent.click(offers);
    await waitFor(() => expect(offers).toBeChecked());
    const puts = api.server.requests.filter(
      (r) => r.method === 'PUT' && r.url === '/api/v1/auth/notification-preferences',
    );
    expect(puts.map((r) => JSON.parse(r.body))).toEqual([{ newOffer: false }, { newOffer: true }]);
    expect(within(mails).getByRole('checkbox', { name: /Unread messages/ })).toBeChecked();
    expect(
      within(mails).getByRole('checkbox', { name: /Reminders to leave a review/ }),
    ).toBeChecked();
    expect(api.toasts).toEqual([]);
  });
});

describe('a vendor held back from jobs', () => {
  it('is told why when suspended, and what to do', async () => {
    const saved = {
      profile: {
        ...emptyProfile,
        complete: true,
        missing: [],
        hold: 'suspended' as const,
        suspensionReason: 'Insurance lapsed',
      },
    };
    api.server.script([], answerAsTheApi(saved));
    renderScreen();
    const alert = (await screen.findByText('Your account is suspended')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('reason: Insurance lapsed');
    expect(alert).toHaveTextContent('Contact the operations team');
  });

  it('is told the licence expired, and sends the renewed date with the profile', async () => {
    const saved = {
      profile: {
        ...emptyProfile,
        complete: true,
        missing: [],
        hold: 'license_expired' as const,
        licenseExpiresAt: '2020-12-31',
      },
    };
    api.server.script([], answerAsTheApi(saved));
    renderScreen();
    const alert = (await screen.findByText('Your licence has expired')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('valid until Dec 31, 2020');
    expect(field('Licence valid until')).toHaveValue('2020-12-31');
  });
});
