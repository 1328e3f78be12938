import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { AppLayout } from '@/components/layout/app-layout';
import { renderAsPage } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('visitor');

const routes = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <p>Start</p> },
      { path: '/home', element: <p>Landing</p> },
    ],
  },
];

const mainNavLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('layout', () => {
  it('offers a visitor the public pages, sign in and get started', () => {
    renderAsPage(routes, '/');
    expect(mainNavLinks()).toEqual([
      'Home',
      'Property management',
      'Association management',
      'Contact',
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/sign-up');
  });

  it("shows a resident the resident's screens", async () => {
    Cookies.set('accessToken', 't', { path: '/' });
    Cookies.set('role', 'resident', { path: '/' });
    renderAsPage(routes, '/');
    expect(mainNavLinks()).toEqual([
      'Dashboard',
      'Properties',
      'Services',
      'SYMN Luxe',
      'Requests',
      'Plans',
      'History',
      'Profile',
    ]);
    // The bell sits in the header at every width, outside the menu that folds away.
    expect(await screen.findByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
  });

  it("shows a vendor the vendor's screens", async () => {
    Cookies.set('accessToken', 't', { path: '/' });
    Cookies.set('role', 'vendor', { path: '/' });
    renderAsPage(routes, '/');
    expect(mainNavLinks()).toEqual([
      'Profile setup',
      'Orders',
      'Earnings',
      'Vehicles',
      'Notifications',
    ]);
    expect(screen.getByRole('link', { name: 'Vehicles' })).toHaveAttribute(
      'href',
      '/truck-vehicle-type',
    );
    // The bell a phone shows in place of the folded menu leads to the vendor's own page.
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Notifications', hidden: true })).toHaveLength(2),
    );
    for (const link of screen.getAllByRole('link', { name: 'Notifications', hidden: true })) {
      expect(link).toHaveAttribute('href', '/notifications');
    }
  });

  it('gives an operator the bell of what operations are told', async () => {
    Cookies.set('accessToken', 't', { path: '/' });
    Cookies.set('role', 'admin', { path: '/' });
    renderAsPage(routes, '/');
    expect(await screen.findByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/admin/notifications',
    );
  });

  it('signs out on the server, forgets the session and goes to /home', async () => {
    Cookies.set('accessToken', 'token-to-revoke', { path: '/' });
    Cookies.set('role', 'resident', { path: '/' });
    api.server.script([{ status: 204 }]);
    const { router } = renderAsPage(routes, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    // A vendor's badge count from the test before may also reach the server.
    const signOut = api.server.requests.find((request) => request.method === 'POST');
    expect(signOut).toMatchObject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      authorization: 'Bearer token-to-revoke',
    });
    expect(Cookies.get('accessToken')).toBeUndefined();
    expect(Cookies.get('role')).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('asks about cookies once and remembers the answer', async () => {
    renderAsPage(routes, '/');
    const notice = screen.getByRole('region', { name: 'Cookie notice' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Decline' }));
    expect(Cookies.get('cookiesConsent')).toBe('declined');
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });
});
