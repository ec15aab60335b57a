import { Card, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { useMemo } from 'react';
import type { Slide } from '@dsb/core';
import { storyStore } from '../stories';
import { dragInstructions, gridMessages, slideAnnouncements } from './messages';
import { SlideCard } from './SlideCard';

/** Autoscroll speed 10 (dnd-kit's acceleration). */
const AUTO_SCROLL = { acceleration: 10, threshold: { x: 0.2, y: 0.2 } };

type Props = {
  slides: readonly Slide[];
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
  editingIndex: number | null;
};

/** The slides in a responsive grid, reorderable by mouse, touch and keyboard, then 'Add New Slide'. */
export function SlideGrid({ slides, onEdit, onDelete, editingIndex }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Same ids, same array: typing in one card must not re-render every sortable card.
  const idKey = slides.map((s) => s.id).join('\n');
  const ids = useMemo(() => (idKey ? idKey.split('\n') : []), [idKey]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    storyStore.getState().reorder(arrayMove(ids, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      autoScroll={AUTO_SCROLL}
      accessibility={{
        announcements: slideAnnouncements(slides),
        screenReaderInstructions: dragInstructions(),
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md" data-testid="slide-grid">
          {slides.map((slide, index) => (
            <SlideCard
              key={slide.id}
              slide={slide}
              index={index}
              onEdit={onEdit}
              onDelete={onDelete}
              editing={editingIndex === index}
            />
          ))}
          <AddSlideCard />
        </SimpleGrid>
      </SortableContext>
    </DndContext>
  );
}

function AddSlideCard() {
  return (
    <UnstyledButton
      onClick={() => storyStore.getState().addSlide()}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Card
        withBorder
        radius="md"
        h="100%"
        mih={180}
        style={{ borderStyle: 'dashed', borderWidth: 2, background: 'transparent' }}
      >
        <Stack align="center" justify="center" h="100%" gap={4} c="blue.8">
          <IconPlus size={28} aria-hidden />
          <Text fw={600}>{gridMessages.slide.add()}</Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
