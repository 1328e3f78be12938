import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { renderRoutes } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('visitor');
beforeAll(() => {
  api.server.script([], () => ({ status: 200, json: { data: [] } }));
});

describe('an address no screen answers', () => {
  it('shows a 404 inside the site layout with the way home, not a reload', async () => {
    Cookies.remove('accessToken', { path: '/' });
    Cookies.remove('role', { path: '/' });
    renderRoutes(routes, '/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
