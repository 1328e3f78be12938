import { IconDiamond, IconTool } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { iconFor } from './service-artwork';

// The catalogue as seeded: every service should get a picture of its own trade.
const CATALOGUE = [
  ['Plumbing repair', 'home'],
  ['Drain cleaning', 'home'],
  ['Water heater flush', 'home'],
  ['Water heater installation', 'home'],
  ['HVAC tune-up', 'home'],
  ['Air duct cleaning', 'home'],
  ['Furnace repair', 'home'],
  ['Air conditioner repair', 'home'],
  ['Electrical repair', 'home'],
  ['Ceiling fan installation', 'home'],
  ['Gutter cleaning', 'home'],
  ['Gutter guard installation', 'home'],
  ['Roof inspection', 'home'],
  ['Roof leak repair', 'home'],
  ['Chimney sweep', 'home'],
  ['Dryer vent cleaning', 'home'],
  ['Pressure washing', 'home'],
  ['Window cleaning', 'home'],
  ['Deep house cleaning', 'home'],
  ['Carpet cleaning', 'home'],
  ['Lawn mowing', 'home'],
  ['Yard cleanup', 'home'],
  ['Tree trimming', 'home'],
  ['Sprinkler system repair', 'home'],
  ['Pest control treatment', 'home'],
  ['Termite inspection', 'home'],
  ['Interior painting', 'home'],
  ['Drywall repair', 'home'],
  ['Handyman visit', 'home'],
  ['Appliance repair', 'home'],
  ['Garage door repair', 'home'],
  ['Smoke detector installation', 'home'],
  ['Locksmith service', 'home'],
  ['Snow removal', 'home'],
  ['Pool and spa maintenance', 'luxe'],
  ['Home theater setup', 'luxe'],
  ['Smart home integration', 'luxe'],
  ['Wine cellar climate service', 'luxe'],
  ['Landscape lighting design', 'luxe'],
  ['Outdoor kitchen care', 'luxe'],
  ['Marble and stone restoration', 'luxe'],
  ['Hardwood floor refinishing', 'luxe'],
  ['Sauna and steam room service', 'luxe'],
  ['Estate security audit', 'luxe'],
  ['Private garden care', 'luxe'],
  ['Art and chandelier installation', 'luxe'],
] as [string, 'home' | 'luxe'][];

describe('iconFor', () => {
  it('gives every seeded service an icon of its trade, never the generic one', () => {
    const generic = CATALOGUE.filter(([name, kind]) => {
      const icon = iconFor(name, kind);
      return icon === IconTool || icon === IconDiamond;
    });
    expect(generic).toEqual([]);
  });

  it('tells the trades apart', () => {
    const icons = new Set(CATALOGUE.map(([name, kind]) => iconFor(name, kind)));
    expect(icons.size).toBeGreaterThanOrEqual(12);
    expect(iconFor('Appliance repair', 'home')).not.toBe(iconFor('Handyman visit', 'home'));
  });
});
