export interface ServiceSeed {
  name: string;
  kind: 'home' | 'luxe';
  description: string;
  priceCents: number;
}

const home = (name: string, priceCents: number, description: string): ServiceSeed => ({
  name,
  kind: 'home',
  priceCents,
  description,
});
const luxe = (name: string, priceCents: number, description: string): ServiceSeed => ({
  name,
  kind: 'luxe',
  priceCents,
  description,
});

/** The service a plan visit asks for (the plans' seasonal inspections). */
export const PLAN_VISIT_SERVICE = 'Seasonal home inspection';

export const services: ServiceSeed[] = [
  home(
    PLAN_VISIT_SERVICE,
    14900,
    'A technician walks the whole home: roof, gutters, HVAC, plumbing, detectors and exterior.',
  ),
  home(
    'Plumbing repair',
    12500,
    'Leaking faucets, running toilets, slow drains and burst pipes fixed by a licensed plumber.',
  ),
  home(
    'Drain cleaning',
    9900,
    'Clearing clogged kitchen, bathroom and main sewer drains with snaking or hydro-jetting.',
  ),
  home(
    'Water heater flush',
    8900,
    'Draining sediment from tank water heaters to restore efficiency and extend their life.',
  ),
  home(
    'Water heater installation',
    45000,
    'Removal of the old unit and installation of a new tank or tankless water heater.',
  ),
  home(
    'HVAC tune-up',
    11900,
    'Seasonal inspection and cleaning of furnace and air conditioner, with a written report.',
  ),
  home(
    'Air duct cleaning',
    34900,
    'Removing dust, debris and allergens from supply and return ducts throughout the home.',
  ),
  home(
    'Furnace repair',
    15900,
    'Diagnosis and repair of heating problems: ignition, blower, thermostat and more.',
  ),
  home(
    'Air conditioner repair',
    15900,
    'Diagnosis and repair of cooling problems, refrigerant checks and coil cleaning.',
  ),
  home(
    'Electrical repair',
    13500,
    'Outlets, switches, breakers and light fixtures repaired by a licensed electrician.',
  ),
  home(
    'Ceiling fan installation',
    14900,
    'Mounting and wiring a new ceiling fan, including balancing and remote setup.',
  ),
  home(
    'Gutter cleaning',
    14900,
    'Clearing leaves and debris from gutters and downspouts, with a flow test.',
  ),
  home(
    'Gutter guard installation',
    89900,
    'Fitting mesh guards that keep leaves out of gutters all year.',
  ),
  home(
    'Roof inspection',
    19900,
    'A close inspection of shingles, flashing and vents with photos of anything that needs attention.',
  ),
  home(
    'Roof leak repair',
    39900,
    'Finding and sealing roof leaks, replacing damaged shingles and flashing.',
  ),
  home(
    'Chimney sweep',
    22900,
    'Removing soot and creosote from the chimney and checking the flue and cap.',
  ),
  home(
    'Dryer vent cleaning',
    12900,
    'Clearing lint from dryer vents to prevent fires and shorten drying times.',
  ),
  home(
    'Pressure washing',
    24900,
    'Washing driveways, walkways, decks and siding with the right pressure for each surface.',
  ),
  home(
    'Window cleaning',
    17900,
    'Inside and outside window cleaning, including screens and tracks.',
  ),
  home(
    'Deep house cleaning',
    27900,
    'A top-to-bottom clean of kitchens, bathrooms, floors and baseboards.',
  ),
  home(
    'Carpet cleaning',
    19900,
    'Hot-water extraction that lifts stains and allergens from carpets and rugs.',
  ),
  home('Lawn mowing', 5900, 'Mowing, edging and blowing clippings off paths and driveways.'),
  home('Yard cleanup', 22900, 'Raking leaves, trimming shrubs and hauling away yard waste.'),
  home(
    'Tree trimming',
    39900,
    'Pruning branches away from the roof, lines and walkways by an insured arborist.',
  ),
  home(
    'Sprinkler system repair',
    12900,
    'Fixing broken heads, leaks and controllers, and adjusting coverage.',
  ),
  home(
    'Pest control treatment',
    14900,
    'Interior and exterior treatment for ants, spiders, roaches and rodents.',
  ),
  home(
    'Termite inspection',
    9900,
    'A full inspection for termites and wood damage, with a written report.',
  ),
  home(
    'Interior painting',
    45000,
    'Painting one room: walls, ceiling and trim, with surface preparation.',
  ),
  home('Drywall repair', 17900, 'Patching holes and cracks, then texturing and painting to match.'),
  home(
    'Handyman visit',
    9900,
    'Two hours of small jobs: hanging shelves, fixing doors, assembling furniture.',
  ),
  home(
    'Appliance repair',
    13900,
    'Diagnosis and repair of washers, dryers, dishwashers, ovens and refrigerators.',
  ),
  home(
    'Garage door repair',
    16900,
    'Springs, cables, rollers and openers repaired and tuned for quiet operation.',
  ),
  home(
    'Smoke detector installation',
    7900,
    'Installing and testing smoke and carbon monoxide detectors on every floor.',
  ),
  home('Locksmith service', 11900, 'Rekeying locks, installing deadbolts and smart locks.'),
  home('Snow removal', 7900, 'Clearing driveways, walkways and steps after a snowfall.'),
  luxe(
    'Pool and spa maintenance',
    29900,
    'Weekly chemical balancing, skimming, filter cleaning and equipment checks.',
  ),
  luxe(
    'Home theater setup',
    59900,
    'Calibrating projectors, screens and surround sound, with tidy cable management.',
  ),
  luxe(
    'Smart home integration',
    79900,
    'Connecting lighting, climate, security and shades into one system you control from your phone.',
  ),
  luxe(
    'Wine cellar climate service',
    34900,
    'Servicing cooling units and humidity control so every bottle ages as it should.',
  ),
  luxe(
    'Landscape lighting design',
    149900,
    'Designing and installing low-voltage lighting that shows off the garden at night.',
  ),
  luxe(
    'Outdoor kitchen care',
    39900,
    'Deep cleaning grills, pizza ovens and countertops, with gas line checks.',
  ),
  luxe(
    'Marble and stone restoration',
    89900,
    'Polishing and sealing marble, granite and travertine floors and counters.',
  ),
  luxe(
    'Hardwood floor refinishing',
    249900,
    'Sanding, staining and finishing hardwood floors to look new again.',
  ),
  luxe(
    'Sauna and steam room service',
    44900,
    'Inspecting heaters, generators, seals and wood, with a deep clean.',
  ),
  luxe(
    'Estate security audit',
    59900,
    'A walk-through of cameras, alarms, gates and lighting with a written plan.',
  ),
  luxe(
    'Private garden care',
    69900,
    'A dedicated gardener for pruning, planting and seasonal displays.',
  ),
  luxe(
    'Art and chandelier installation',
    49900,
    'Hanging heavy art and chandeliers safely, with museum-grade hardware.',
  ),
];
