import type { ServiceKind } from '@homekeep/contracts/catalog';
import { Box, Image } from '@mantine/core';
import {
  IconBolt,
  IconBrush,
  IconBug,
  IconDiamond,
  IconDroplet,
  IconFlame,
  IconFrame,
  IconHammer,
  IconHome,
  IconLeaf,
  IconLock,
  IconSnowflake,
  IconSparkles,
  IconTool,
  IconWashMachine,
  IconWind,
  type Icon,
} from '@tabler/icons-react';

// A picture for services that have none: an icon that fits the trade on the kind's colours.
const ICONS: [RegExp, Icon][] = [
  [/\b(plumb|drain|water|pool|spa|sprinkler)/i, IconDroplet],
  [/\b(electric|fan|light|smart|theater|detector)/i, IconBolt],
  [/\b(hvac|air|duct|vent|furnace|sauna|chimney)/i, IconWind],
  [/\b(snow|wine|cellar)/i, IconSnowflake],
  [/\b(lawn|yard|tree|garden|landscape)/i, IconLeaf],
  [/\b(paint|drywall|floor|restoration|marble)/i, IconBrush],
  [/\b(pest|termite)/i, IconBug],
  [/\b(clean|wash)/i, IconSparkles],
  [/\b(lock|security|garage)/i, IconLock],
  [/\b(roof|gutter|window)/i, IconHome],
  [/\b(kitchen|grill)/i, IconFlame],
  [/\b(appliance|washer|dryer)/i, IconWashMachine],
  [/\b(art|chandelier|mirror)/i, IconFrame],
  [/\b(handyman|repair|assembly|install)/i, IconHammer],
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

type ServiceArtworkProps = {
  name: string;
  kind: ServiceKind;
  imageUrl: string | null;
  /** Pixels, or a CSS length when the parent sets the size. */
  h: number | string;
};

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
        height={typeof h === 'number' ? h : 320}
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
      <ServiceIcon
        size={typeof h === 'number' ? Math.round(h / 3) : 44}
        stroke={1.4}
        color={ICON_COLOURS[kind]}
      />
    </Box>
  );
}
