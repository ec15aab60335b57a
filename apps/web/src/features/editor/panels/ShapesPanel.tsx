import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircle, IconLine, IconSquare, IconTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SHAPE_KINDS, type ShapeKind } from '../../../editor/model';
import { useEditor } from '../EditorContext';
import { panelMessages } from './messages';

const ICONS: Record<ShapeKind, ReactNode> = {
  rect: <IconSquare size={28} aria-hidden />,
  circle: <IconCircle size={28} aria-hidden />,
  triangle: <IconTriangle size={28} aria-hidden />,
  line: <IconLine size={28} aria-hidden />,
};

const action = (kind: ShapeKind) => `add${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;

/** Shapes tab (docs/product/editor.md): Rectangle, Circle, Triangle, Line. */
export function ShapesPanel() {
  const editor = useEditor();
  return (
    <SimpleGrid cols={2} spacing="sm">
      {SHAPE_KINDS.map((kind) => (
        <Button
          key={kind}
          variant="default"
          h={84}
          px={4}
          onClick={() => void editor.run(action(kind))}
          aria-label={panelMessages.shapes[kind]()}
        >
          <Stack gap={4} align="center">
            {ICONS[kind]}
            <Text size="xs">{panelMessages.shapes[kind]()}</Text>
          </Stack>
        </Button>
      ))}
    </SimpleGrid>
  );
}
