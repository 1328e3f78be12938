import type { Service } from '@homekeep/contracts/catalog';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeServicesScreen } from './home-services-screen';
import { ServiceDetailScreen } from './service-detail-screen';
import { SymnLuxeScreen } from './symn-luxe-screen';
import { SEARCH_DEBOUNCE_MS } from './use-catalog-search';
import { holdClock, releaseClock } from '@/test/held-clock';
import { pageOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import type { RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('visitor');

const service = (index: number, overrides: Partial<Service> = {}): Service => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `Service ${String(index).padStart(2, '0')}`,
  kind: 'home',
  description: `What service ${index} does.`,
  priceCents: 10000 + index * 100,
  currency: 'usd',
  imageUrl: null,
  ...overrides,
});

const catalogue: Service[] = [
  service(1, { name: 'Gutter cleaning', description: 'Clearing leaves from gutters.' }),
  ...Array.from({ length: 44 }, (_, index) => service(index + 2)),
];

/**
 * Answers GET /services like the API: kind, global (name or description) and paging, by number
 * or by the cursor a page gave (`pageOf`).
 */
function servicesAnswer(request: RecordedRequest) {
  const url = new URL(request.url, 'http://test');
  const global = url.searchParams.get('global')?.toLowerCase();
  const kind = url.searchParams.get('kind');
  const matching = catalogue
    .map((s) => ({ ...s, kind: kind === 'luxe' ? ('luxe' as const) : s.kind }))
    .filter((s) => !global || `${s.name} ${s.description}`.toLowerCase().includes(global));
  return { status: 200, json: pageOf(matching, url) };
}

const serviceRequests = () =>
  api.server.requests.filter((r) => r.url.startsWith('/api/v1/services?')).map((r) => r.url);

const listRoutes = [
  { path: '/home-services', element: <HomeServicesScreen /> },
  { path: '/symn-luxe', element: <SymnLuxeScreen /> },
  { path: '/home-services/:id', element: <ServiceDetailScreen /> },
];

beforeEach(() => {
  api.server.script([], servicesAnswer);
});
afterEach(releaseClock);

describe('home services list', () => {
  it('shows the first page of home services as cards linking to their detail', async () => {
    renderRoutes(listRoutes, '/home-services');
    const card = await screen.findByRole('article', { name: 'Gutter cleaning' });
    expect(within(card).getByText('$101.00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Gutter cleaning' })).toHaveAttribute(
      'href',
      `/home-services/${catalogue[0]!.id}`,
    );
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('45 home services')).toBeInTheDocument();
    expect(serviceRequests()).toEqual(['/api/v1/services?kind=home&page=1&limit=20']);
  });

  it('searches once the typing pauses and keeps the search in the URL', async () => {
    const { router } = renderRoutes(listRoutes, '/home-services?page=2');
    await screen.findByRole('article', { name: 'Service 21' });

    holdClock();
    const person = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await person.type(screen.getByLabelText('Search home services'), 'GUTTER');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    // Nothing is searched while the pause is not over.
    expect(router.state.location.search).toBe('?page=2');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.search).toBe('?q=GUTTER');
    releaseClock();

    expect(await screen.findByText('1 home service matches “GUTTER”')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Gutter cleaning',
    ]);
    // One request for the whole word, on the first page; none per keystroke.
    expect(serviceRequests()).toEqual([
      '/api/v1/services?kind=home&page=2&limit=20',
      '/api/v1/services?kind=home&page=1&limit=20&global=GUTTER',
    ]);
  });

  it('pages through the results with the page in the URL, and back returns to the last page', async () => {
    const { router } = renderRoutes(listRoutes, '/home-services');
    await screen.findByRole('article', { name: 'Service 20' });

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('article', { name: 'Service 45' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('article', { name: 'Service 21' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('article', { name: 'Service 45' })).toBeInTheDocument();
  });

  it('asks for the page after one by the cursor that page gave, and a page chosen by number by number', async () => {
    renderRoutes(listRoutes, '/home-services');
    await screen.findByRole('article', { name: 'Service 20' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('article', { name: 'Service 45' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('article', { name: 'Service 21' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('article', { name: 'Service 45' });
    expect(serviceRequests()).toEqual([
      '/api/v1/services?kind=home&page=1&limit=20',
      '/api/v1/services?kind=home&page=3&limit=20',
      '/api/v1/services?kind=home&page=2&limit=20',
      '/api/v1/services?kind=home&page=3&limit=20&cursor=after-page-2',
    ]);
  });

  it('does not use a cursor another search gave', async () => {
    renderRoutes(listRoutes, '/home-services');
    await screen.findByRole('article', { name: 'Service 20' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('article', { name: 'Service 21' });
    await userEvent.type(screen.getByLabelText('Search home services'), 'service');
    // Typed slowly (a busy machine), the search may go out for a part of the word first.
    await waitFor(() => expect(serviceRequests().at(-1)).toMatch(/global=service$/));
    await screen.findByRole('article', { name: 'Service 02' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('article', { name: 'Service 45' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('article', { name: 'Service 22' });
    expect(serviceRequests().at(-1)).toBe(
      '/api/v1/services?kind=home&page=2&limit=20&global=service',
    );
  });

  it('opens on the page the URL names, as after a reload', async () => {
    renderRoutes(listRoutes, '/home-services?q=service&page=2');
    expect(await screen.findByRole('article', { name: 'Service 22' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search home services')).toHaveValue('service');
    expect(serviceRequests()).toEqual([
      '/api/v1/services?kind=home&page=2&limit=20&global=service',
    ]);
  });

  it('opens the card clicked while a search was still waiting to be sent', async () => {
    let scriptArrives = () => {};
    const slowDetail = [
      { path: '/home-services', element: <HomeServicesScreen /> },
      {
        path: '/home-services/:id',
        // A screen whose script arrives only after the search pause is over.
        lazy: async () => {
          await new Promise<void>((resolve) => (scriptArrives = resolve));
          return { Component: ServiceDetailScreen };
        },
      },
    ];
    const { router } = renderRoutes(slowDetail, '/home-services');
    const link = await screen.findByRole('link', { name: 'Gutter cleaning' });
    api.server.script([], (request) =>
      request.url.startsWith('/api/v1/services/')
        ? { status: 200, json: { data: catalogue[0] } }
        : servicesAnswer(request),
    );

    holdClock();
    fireEvent.change(screen.getByLabelText('Search home services'), { target: { value: 'g' } });
    fireEvent.click(link);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    releaseClock();
    scriptArrives();

    expect(await screen.findByRole('heading', { level: 1, name: 'Gutter cleaning' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/home-services/${catalogue[0]!.id}`);
    expect(serviceRequests()).toEqual([]);
  });

  it('says when nothing matches and clears the search on request', async () => {
    const { router } = renderRoutes(listRoutes, '/home-services?q=chandelier');
    expect(await screen.findByText('No services match your search')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByRole('article', { name: 'Gutter cleaning' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search home services')).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('shows an error with a way to try again when the list cannot be loaded', async () => {
    api.server.script([], () => ({
      status: 503,
      json: { statusCode: 503, error: 'Service Unavailable', message: 'Back in a moment' },
    }));
    renderRoutes(listRoutes, '/home-services');
    expect(await screen.findByText('The services could not be loaded')).toBeInTheDocument();
    expect(api.toasts).toContain('Back in a moment');

    api.server.script([], servicesAnswer);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Gutter cleaning' })).toBeInTheDocument();
  });
});

describe('SYMN Luxe', () => {
  it('lists the luxe services under its own heading', async () => {
    renderRoutes(listRoutes, '/symn-luxe');
    expect(screen.getByRole('heading', { level: 1, name: 'SYMN Luxe' })).toBeInTheDocument();
    expect(await screen.findByText('45 luxe services')).toBeInTheDocument();
    expect(serviceRequests()).toEqual(['/api/v1/services?kind=luxe&page=1&limit=20']);
  });

  it('explains what SYMN Luxe is and how its services differ', async () => {
    renderRoutes(listRoutes, '/symn-luxe');
    expect(await screen.findByText('45 luxe services')).toBeInTheDocument();
    const what = screen.getByRole('region', { name: 'What SYMN Luxe is' });
    expect(within(what).getByText('Done by specialists only')).toBeVisible();
    expect(within(what).getByText(/offered only to vendors who list that specialty/)).toBeVisible();
    expect(within(what).getByText(/maintenance plan’s discount applies here too/)).toBeVisible();
  });
});

describe('service detail', () => {
  it('describes the service and links to a request for it', async () => {
    const gutters = catalogue[0]!;
    api.server.script([{ status: 200, json: { data: gutters } }]);
    renderRoutes(listRoutes, `/home-services/${gutters.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Gutter cleaning' })).toBeVisible();
    expect(screen.getByText('Clearing leaves from gutters.')).toBeInTheDocument();
    expect(screen.getByText('$101.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request this service' })).toHaveAttribute(
      'href',
      `/maintenance-request?serviceId=${gutters.id}`,
    );
    expect(screen.getByRole('link', { name: 'Back to home services' })).toHaveAttribute(
      'href',
      '/home-services',
    );
    expect(api.server.requests.map((r) => r.url)).toEqual([`/api/v1/services/${gutters.id}`]);
  });

  it('tells what to write when the service has no description of its own', async () => {
    const bare = { ...catalogue[0]!, description: '' };
    api.server.script([{ status: 200, json: { data: bare } }]);
    renderRoutes(listRoutes, `/home-services/${bare.id}`);
    expect(
      await screen.findByText(
        'Describe what needs doing when you request it: the vendor who takes the job reads it before coming.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/no description/i)).not.toBeInTheDocument();
  });

  it('returns to the list page and search it was opened from', async () => {
    renderRoutes(listRoutes, '/home-services?q=gutter');
    await userEvent.click(await screen.findByRole('link', { name: 'Gutter cleaning' }));
    api.server.script([{ status: 200, json: { data: catalogue[0] } }], servicesAnswer);
    expect(await screen.findByRole('link', { name: 'Back to home services' })).toHaveAttribute(
      'href',
      '/home-services?q=gutter',
    );
  });

  it('shows a friendly not-found state for an unknown service', async () => {
    api.server.script([
      {
        status: 404,
        json: { statusCode: 404, error: 'Not Found', message: 'This service does not exist.' },
      },
    ]);
    renderRoutes(listRoutes, `/home-services/${service(99).id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find this service" }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all home services' })).toHaveAttribute(
      'href',
      '/home-services',
    );
    await waitFor(() => expect(api.toasts).toEqual(['This service does not exist.']));
  });
});
