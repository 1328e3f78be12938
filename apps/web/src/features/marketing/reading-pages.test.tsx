import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { renderAsPage } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('visitor');
beforeAll(() => {
  // A signed-in resident's header reads notifications: every read answers an empty list.
  api.server.script([], () => ({ status: 200, json: { data: [], meta: { total: 0 } } }));
});

/** The page's headings as "level name", in document order, the footer left out. */
const headings = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading')
    .map((heading) => `${heading.tagName.slice(1)} ${heading.textContent}`);

/** Levels never skip going down (h2 then h4 would). */
const inOrder = (list: string[]) =>
  list.every((entry, i) => i === 0 || Number(entry[0]) <= Number(list[i - 1]![0]) + 1);

async function open(path: string, title: string) {
  renderAsPage(routes, path);
  await screen.findByRole('heading', { level: 1, name: title });
  await waitFor(() => expect(document.title).toBe(`${title} · Homekeep`));
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(inOrder(headings())).toBe(true);
}

describe('help center', () => {
  it('walks residents and vendors through their steps, with password, mail and contact', async () => {
    await open('/help', 'Help center');
    expect(headings()).toEqual(
      expect.arrayContaining([
        '2 For residents',
        '3 Add your properties',
        '3 Subscribe a plan for each property',
        '3 Send a request and pay its bill',
        '2 For vendors',
        '3 Complete your profile',
        '3 Get offers and accept a job',
        '3 Move a job to completed',
        '3 Reset a forgotten password',
        '2 Mail settings',
        '2 Contact us',
      ]),
    );
    const payment = screen.getByText(/its bill falls due at the agreed price/);
    expect(payment).toHaveTextContent('Pay now');
    expect(screen.getByText(/less\s+your property’s plan discount/)).toBeInTheDocument();
    expect(screen.getByText(/up to 10 photos of the work done/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    // "On this page" leads to each section's heading.
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getByRole('link', { name: 'For vendors' })).toHaveAttribute(
      'href',
      '#vendors',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'For vendors' })).toHaveAttribute(
      'id',
      'vendors',
    );
  });
});

describe('terms of service', () => {
  it('is dated and covers accounts, both roles, payments and closing an account', async () => {
    await open('/terms', 'Terms of service');
    expect(screen.getByText('Last updated November 24, 2026')).toBeInTheDocument();
    expect(headings()).toEqual(
      expect.arrayContaining([
        '2 Your account',
        '2 Residents: properties, plans and requests',
        '2 Vendors: profile and jobs',
        '2 Payments',
        '2 Closing your account',
      ]),
    );
    expect(screen.getByText(/built-in test checkout/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});

describe('privacy policy', () => {
  it('names what is kept, the cookies, the mails and how long data stays', async () => {
    await open('/privacy', 'Privacy policy');
    expect(screen.getByText('Last updated November 24, 2026')).toBeInTheDocument();
    expect(headings()).toEqual(
      expect.arrayContaining([
        '2 What we keep',
        '3 Properties, requests and photos',
        '3 Payments',
        '2 Cookies',
        '2 Mail we send',
        '2 How long we keep it',
        '2 Your choices',
      ]),
    );
    const cookies = screen.getByRole('region', { name: 'Cookies' });
    for (const name of ['accessToken', 'role', 'cookiesConsent']) {
      expect(within(cookies).getByText(name)).toBeInTheDocument();
    }
    expect(screen.getByText(/unsubscribe link/)).toBeInTheDocument();
    expect(screen.getByText(/entered on Stripe’s checkout page/)).toBeInTheDocument();
  });

  it('stays open to a signed-in resident, in the same layout', async () => {
    Cookies.set('accessToken', 't', { path: '/' });
    Cookies.set('role', 'resident', { path: '/' });
    await open('/privacy', 'Privacy policy');
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
