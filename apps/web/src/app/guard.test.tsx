import type { User } from '@homekeep/contracts/auth';
import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RedirectSignedIn, RequireRole } from '@/app/guard';
import { RoleHome } from '@/app/role-home';
import { apiSettings } from '@/lib/api';
import { banners, list, plans, user } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import type { Answer } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('visitor');
let redirects: number;

const routes = [
  { path: '/', element: <RoleHome /> },
  { path: '/home', element: <p>Public home page</p> },
  {
    element: <RequireRole role="resident" />,
    children: [{ path: '/profile', element: <p>Resident profile</p> }],
  },
  {
    element: <RequireRole role="vendor" />,
    children: [{ path: '/orders', element: <p>Vendor orders</p> }],
  },
  {
    element: <RequireRole role="admin" />,
    children: [{ path: '/admin', element: <p>Operations console</p> }],
  },
  { path: '/anyone', element: <RequireRole role="">{<p>Any signed-in person</p>}</RequireRole> },
  {
    element: <RedirectSignedIn />,
    children: [{ path: '/sign-in', element: <p>Sign-in form</p> }],
  },
];

/** The API as the screens need it, with GET /auth answering as the given user. */
function serveAs(current: User | null, authDelayMs = 0) {
  api.server.script([], (request): Answer => {
    if (request.url.startsWith('/api/v1/auth')) {
      return current
        ? { status: 200, json: { data: current }, delayMs: authDelayMs }
        : { status: 401, json: { statusCode: 401, error: 'Unauthorized', message: 'Sign in' } };
    }
    if (request.url.startsWith('/api/v1/maintenance-plans'))
      return { status: 200, json: list(plans) };
    if (request.url.startsWith('/api/v1/banners')) return { status: 200, json: list(banners) };
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'No such route' } };
  });
}

const signIn = (role: string) => {
  Cookies.set('accessToken', 'token-abc', { path: '/' });
  Cookies.set('role', role, { path: '/' });
};

beforeAll(() => {
  apiSettings.redirectToSignIn = () => {
    redirects += 1;
  };
});
beforeEach(() => {
  redirects = 0;
});

describe('guard on private routes', () => {
  it('shows Loading... while GET /auth has not answered, then the screen', async () => {
    signIn('resident');
    serveAs(user('resident'), 300);
    renderRoutes(routes, '/profile');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Resident profile')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(api.server.requests[0]?.authorization).toBe('Bearer token-abc');
  });

  it('sends a person with the wrong role to /home', async () => {
    signIn('vendor');
    serveAs(user('vendor'));
    const { router } = renderRoutes(routes, '/profile');
    expect(await screen.findByText('Public home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('trusts the role of GET /auth over the role cookie', async () => {
    signIn('vendor');
    serveAs(user('resident'));
    renderRoutes(routes, '/orders');
    expect(await screen.findByText('Public home page')).toBeInTheDocument();
  });

  it('shows a route with an empty role to any signed-in person', async () => {
    signIn('vendor');
    serveAs(user('vendor'));
    renderRoutes(routes, '/anyone');
    expect(await screen.findByText('Any signed-in person')).toBeInTheDocument();
  });

  it('sends a visitor without a token to /home without calling the API', async () => {
    serveAs(null);
    const { router } = renderRoutes(routes, '/orders');
    expect(await screen.findByText('Public home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(api.server.requests).toHaveLength(0);
  });

  it('sends someone signed in at sign-in on to the page they wanted, never off the site', async () => {
    signIn('resident');
    serveAs(user('resident'));
    const { router } = renderRoutes(routes, `/sign-in?returnTo=${encodeURIComponent('/profile')}`);
    expect(await screen.findByText('Resident profile')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('keeps the private page a visitor wanted, query included, for after sign-in', async () => {
    serveAs(null);
    const { router } = renderRoutes(routes, '/orders?status=accepted');
    expect(await screen.findByText('Public home page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?returnTo=${encodeURIComponent('/orders?status=accepted')}`,
    );
  });

  it('ends a rejected session at sign-in', async () => {
    signIn('resident');
    serveAs(null);
    renderRoutes(routes, '/profile');
    await screen.findByText('Public home page');
    expect(redirects).toBe(1);
    expect(Cookies.get('accessToken')).toBeUndefined();
  });
});

describe('the operations console', () => {
  it('sends an admin at / to /admin', async () => {
    signIn('admin');
    serveAs(user('admin'));
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByText('Operations console')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends residents and vendors at /admin to /home', async () => {
    for (const role of ['resident', 'vendor'] as const) {
      signIn(role);
      serveAs(user(role));
      const { router, unmount } = renderRoutes(routes, '/admin');
      expect(await screen.findByText('Public home page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/home');
      unmount();
    }
  });

  it('sends a signed-in admin from sign-in to the console', async () => {
    signIn('admin');
    serveAs(user('admin'));
    const { router } = renderRoutes(routes, '/sign-in');
    expect(await screen.findByText('Operations console')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});

describe('the / route by role', () => {
  it('shows the landing page to a visitor', async () => {
    serveAs(null);
    renderRoutes(routes, '/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /keep every home/i }),
    ).toBeVisible();
    expect(await screen.findByText('Essential')).toBeInTheDocument();
  });

  it('shows the resident dashboard to a resident, greeting by name', async () => {
    signIn('resident');
    serveAs(user('resident'));
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Your dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(/Rosa/)).toBeInTheDocument();
  });

  it('shows profile setup to a vendor', async () => {
    signIn('vendor');
    serveAs(user('vendor'));
    renderRoutes(routes, '/');
    // The real profile setup screen is a lazy chunk with the form's selects: slow to load on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Profile setup' })).toBeInTheDocument();
  });
});

describe('sign-in for someone already signed in', () => {
  it('opens / instead', async () => {
    signIn('vendor');
    serveAs(user('vendor'));
    const { router } = renderRoutes(routes, '/sign-in');
    // The real profile setup screen is a lazy chunk with the form's selects: slow to load on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Profile setup' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the form to a visitor', async () => {
    serveAs(null);
    renderRoutes(routes, '/sign-in');
    expect(await screen.findByText('Sign-in form')).toBeInTheDocument();
  });
});
