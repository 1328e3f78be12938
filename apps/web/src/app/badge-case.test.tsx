import { Badge } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers';

describe('badges', () => {
  it('show their label as written, in sentence case, not in capitals', () => {
    render(
      <Providers>
        <Badge>On sale</Badge>
      </Providers>,
    );
    const badge = screen.getByText('On sale').closest('.mantine-Badge-root');
    expect(badge).toHaveStyle({ textTransform: 'none' });
  });

  it('keep their whole word beside text, within their container', () => {
    render(
      <Providers>
        <Badge>Requested</Badge>
      </Providers>,
    );
    const badge = screen.getByText('Requested').closest('.mantine-Badge-root');
    expect(badge).toHaveStyle({ flexShrink: '0', maxWidth: '100%' });
  });
});
