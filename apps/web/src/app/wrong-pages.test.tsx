import { isWebPage } from '@homekeep/contracts/web-pages';
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { banners, list, plans, user } from '@/test/fixtures';
import { renderAsPage } from '@/test/render-app';
import type { Answer } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('resident');

function serveResident() {
  api.server.script([], (request): Answer => {
    const { pathname } = new URL(request.url, 'http://x');
    if (pathname === '/api/v1/auth') return { status: 200, json: { data: user('resident') } };
    if (pathname === '/api/v1/maintenance-plans') return { status: 200, json: list(plans) };
    if (pathname === '/api/v1/banners') return { status: 200, json: list(banners) };
    return { status: 200, json: list([]) };
  });
}

const main = () => within(screen.getByRole('main'));

describe("a signed-in person on another role's page", () => {
  it.each([
    ['/orders', 'vendors'],
    ['/admin/users', 'operators'],
  ])('goes from %s to /home, told whose page it is and offered their own', async (from, who) => {
    serveResident();
    const { router } = renderAsPage(routes, from);
    expect(await screen.findByText(`That page is for ${who}`)).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
    const own = main().getAllByRole('link', { name: 'Go to your dashboard' });
    expect(own.length).toBeGreaterThan(0);
    own.forEach((link) => expect(link).toHaveAttribute('href', '/'));
    expect(main().queryByRole('link', { name: 'Get started' })).toBeNull();
  });

  it("leads a resident's old notifications link to the dashboard's", async () => {
    serveResident();
    const { router } = renderAsPage(routes, '/notifications');
    const open = await screen.findByRole('link', { name: 'Open your notifications' });
    expect(open).toHaveAttribute('href', '/dashboard/notifications');
    expect(router.state.location.pathname).toBe('/home');
  });

  it('shows the resident their notifications inside the dashboard', async () => {
    serveResident();
    renderAsPage(routes, '/dashboard/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  });

  it('answers an unknown address inside the dashboard or the console with the not-found page', async () => {
    serveResident();
    const { router } = renderAsPage(routes, '/dashboard/no-such-page');
    expect(await screen.findByText("We couldn't find that page")).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/no-such-page');
  });
});

/** Every address the route table names, with `:id` and `*` as they are. */
function addressesOf(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...addressesOf(route.children ?? []),
  ]);
}

describe('the route table', () => {
  it('names only addresses of the shared page list, which the API answers 200 to', () => {
    const addresses = addressesOf(routes).filter((path) => path !== '*');
    expect(addresses).toContain('/dashboard/notifications');
    for (const address of addresses) {
      const example = address.replace(':id', 'b9a1').replace(/\/\*$/, '');
      expect(isWebPage(example), address).toBe(true);
    }
    expect(isWebPage('/no-such-page')).toBe(false);
  });
});
