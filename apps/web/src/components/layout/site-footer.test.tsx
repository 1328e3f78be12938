import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLayout } from '@/components/layout/app-layout';
import { renderAsPage } from '@/test/render-app';

const routes = [{ element: <AppLayout />, children: [{ path: '/home', element: <p>Landing</p> }] }];

const footerNav = () =>
  within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Footer' });

/** The footer's link groups, each as its list's accessible name and its links as [name, href]. */
const footerGroups = () =>
  ['Help', 'Company', 'Legal'].map((title) => ({
    title,
    links: within(within(footerNav()).getByRole('list', { name: title }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  }));

describe('site footer', () => {
  it('is the page’s contentinfo landmark, after the main content and outside it', () => {
    renderAsPage(routes, '/home');
    const footer = screen.getByRole('contentinfo');
    expect(footer.tagName).toBe('FOOTER');
    expect(screen.getByRole('main')).not.toContainElement(footer);
    expect(within(footer).getByText('Homekeep')).toBeInTheDocument();
    expect(within(footer).getByText(/© \d{4} Homekeep/)).toBeInTheDocument();
  });

  it('links help, company and legal pages, each group named', () => {
    renderAsPage(routes, '/home');
    expect(footerGroups()).toEqual([
      {
        title: 'Help',
        links: [
          ['Help center', '/help'],
          ['Contact us', '/contact-us'],
        ],
      },
      {
        title: 'Company',
        links: [
          ['Property management', '/property-management'],
          ['Association management', '/association-management'],
        ],
      },
      {
        title: 'Legal',
        links: [
          ['Terms of service', '/terms'],
          ['Privacy policy', '/privacy'],
        ],
      },
    ]);
    expect(within(footerNav()).getAllByRole('list')).toHaveLength(3);
  });
});
