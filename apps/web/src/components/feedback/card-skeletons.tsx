import { SimpleGrid, Skeleton, type SimpleGridProps } from '@mantine/core';

type CardSkeletonsProps = {
  /** What is loading, for assistive technology ("Loading plans"). */
  label: string;
  count?: number;
  height: number;
  cols?: SimpleGridProps['cols'];
};

/** Placeholders for a grid of cards while its data loads: one named, busy group. */
export function CardSkeletons({
  label,
  count = 3,
  height,
  cols = { base: 1, sm: 2, lg: 3 },
}: CardSkeletonsProps) {
  return (
    <SimpleGrid cols={cols} spacing="lg" role="group" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, key) => (
        <Skeleton key={key} height={height} radius="lg" />
      ))}
    </SimpleGrid>
  );
}
