import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** Cards in a grid that narrows with the screen (one column on phones); `single` for lists. */
export function ManageCardGrid({ single, children }: { single?: boolean; children: ReactNode }) {
  return (
    <SimpleGrid
      cols={single ? 1 : { base: 1, xs: 2, md: 3, lg: 4 }}
      spacing="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {children}
    </SimpleGrid>
  );
}
