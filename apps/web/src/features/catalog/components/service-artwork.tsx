import type { ServiceKind } from '@homekeep/contracts/catalog';
import { Box, Image } from '@mantine/core';
import {
  IconBolt,
  IconBrush,
  IconBug,
  IconDiamond,
  IconDroplet,
  IconFlame,
  IconHome,
  IconLeaf,
  IconLock,
  IconSnowflake,
  IconSparkles,
  IconTool,
  IconWind,
  type Icon,
} from '@tabler/icons-react';

// A picture for services that have none: an icon that fits the trade on the kind's colours.
const ICONS: [RegExp, Icon][] = [
  [/plumb|drain|water|pool|spa|sprinkler/i, IconDroplet],
  [/electric|fan|light|smart|theater|detector/i, IconBolt],
  [/hvac|air|duct|vent|furnace|sauna|chimney/i, IconWind],
  [/snow|wine|cellar/i, IconSnowflake],
  [/lawn|yard|tree|garden|landscape/i, IconLeaf],
  [/paint|drywall|refinish|restoration|marble/i, IconBrush],
  [/pest|termite/i, IconBug],
  [/clean|wash/i, IconSparkles],
  [/lock|security|garage/i, IconLock],
  [/roof|gutter|window/i, IconHome],
  [/kitchen|grill/i, IconFlame],
];

export const iconFor = (name: string, kind: ServiceKind): Icon =>
  ICONS.find(([pattern]) => pattern.test(name))?.[1] ?? (kind === 'luxe' ? IconDiamond : IconTool);

const BACKGROUNDS: Record<ServiceKind, string> = {
  home: 'linear-gradient(135deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-brand-2) 100%)',
  luxe: 'linear-gradient(135deg, #1f1b16 0%, #3b3024 100%)',
};
const ICON_COLOURS: Record<ServiceKind, string> = {
  home: 'var(--mantine-color-brand-7)',
  luxe: '#e0c27a',
};

type ServiceArtworkProps = { name: string; kind: ServiceKind; imageUrl: string | null; h: number };

export function ServiceArtwork({ name, kind, imageUrl, h }: ServiceArtworkProps) {
  if (imageUrl) {
    return (
      <Image
        src={imageUrl}
        alt=""
        h={h}
        w="100%"
        fit="cover"
        loading="lazy"
        width={640}
        height={h}
      />
    );
  }
  const ServiceIcon = iconFor(name, kind);
  return (
    <Box
      h={h}
      aria-hidden
      style={{
        background: BACKGROUNDS[kind],
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <ServiceIcon size={Math.round(h / 3)} stroke={1.4} color={ICON_COLOURS[kind]} />
    </Box>
  );
}
