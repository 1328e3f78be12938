import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './card-aside.module.css';

/** A card's figures and status beside its title: right-aligned, or under the title on a phone. */
export function CardAside({ children }: { children: ReactNode }) {
  return (
    <Stack gap={2} className={classes.aside}>
      {children}
    </Stack>
  );
}
