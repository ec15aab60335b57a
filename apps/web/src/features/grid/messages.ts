import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { Slide, StoryTemplate } from '@dsb/core';
import { defineMessages } from '../../i18n';
import english from './locales/en.json';

/** What the slide grid says (docs/product/slide-grid.md), in the interface language. */
export const gridMessages = defineMessages(english);

/** A template card's slide count: '1 blank slide' for blank, else 'N slides'. */
export function templateSlideCount(template: StoryTemplate): string {
  if (template.id === 'blank') return gridMessages.templates.blankSlides();
  return gridMessages.templates.slides({ count: template.elements.length });
}

/** A template's name and description in the interface language. */
export function templateWords(template: StoryTemplate) {
  return {
    title: gridMessages.templates.title[template.id](),
    description: gridMessages.templates.description[template.id](),
  };
}

/** Screen-reader messages that speak of slide numbers rather than internal ids. */
export function slideAnnouncements(slides: readonly Slide[]): Announcements {
  const n = (id: UniqueIdentifier | undefined) => slides.findIndex((s) => s.id === id) + 1;
  const words = gridMessages.drag;
  return {
    onDragStart: ({ active }) => words.start({ n: n(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? words.over({ n: n(active.id), position: n(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? words.droppedAt({ n: n(active.id), position: n(over.id) })
        : words.dropped({ n: n(active.id) }),
    onDragCancel: ({ active }) => words.cancel({ n: n(active.id) }),
  };
}

/** How to move a slide with the keyboard, read when its drag handle is focused. */
export function dragInstructions() {
  return { draggable: gridMessages.drag.instructions() };
}
