export interface PlanSeed {
  name: string;
  description: string;
  priceCents: number;
  /** As the features promise: the inspections or walk-throughs a year. */
  visitsPerYear: number;
  features: string[];
}

export const plans: PlanSeed[] = [
  {
    name: 'Essential',
    description: 'Seasonal check-ups that catch small problems before they become expensive ones.',
    priceCents: 4900,
    visitsPerYear: 2,
    features: [
      'Two seasonal home inspections a year',
      'HVAC filter replacement every quarter',
      'Smoke and CO detector testing',
      '10% off on-demand services',
    ],
  },
  {
    name: 'Complete',
    description: 'Everything in Essential, plus the routine upkeep most homes need every year.',
    priceCents: 9900,
    visitsPerYear: 4,
    features: [
      'Four seasonal home inspections a year',
      'Annual HVAC tune-up',
      'Gutter cleaning twice a year',
      'Water heater flush',
      '15% off on-demand services',
      'Priority scheduling',
    ],
  },
  {
    name: 'Premier',
    description:
      'Hands-off care for larger homes, with a dedicated coordinator and emergency response.',
    priceCents: 19900,
    visitsPerYear: 12,
    features: [
      'Monthly walk-through by a certified technician',
      'Two HVAC tune-ups a year',
      'Gutter, dryer vent and chimney cleaning',
      'Pressure washing of driveway and siding once a year',
      '24/7 emergency response within four hours',
      '20% off on-demand services',
      'A dedicated home coordinator',
    ],
  },
];
