import type { ComponentProps } from 'react';
import { DataLayer } from '@/lib/data-layer';
import { BannersSection } from './banners-section';
import { PlansSection } from './plans-section';

// The landing page's two sections that read the API, with the data layer they need: a chunk
// fetched while the rest of the page is already painted.

export function LandingBanners() {
  return (
    <DataLayer>
      <BannersSection />
    </DataLayer>
  );
}

export function LandingPlans(props: ComponentProps<typeof PlansSection>) {
  return (
    <DataLayer>
      <PlansSection {...props} />
    </DataLayer>
  );
}
