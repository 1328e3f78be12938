import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import classes from './field-grid.module.css';

/** Form fields in columns whose inputs line up even when a label wraps or has a description. */
export function FieldGrid(props: Omit<SimpleGridProps, 'verticalSpacing'>) {
  return <SimpleGrid {...props} verticalSpacing={0} className={classes.grid} />;
}
