import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconTemplate } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { STORY_MESSAGES, type StoryTemplate } from '@dsb/core';
import { serverText } from '../../lib/serverText/serverText';
import { showToast } from '../../ui/toast';
import { activeTrackingId } from '../customLinks';
import { HandinGate } from '../feedback';
import { usePromptStore } from '../prompts';
import { PreviewBanner, useSlidePreviews } from '../previews';
import { StoryNotices, storyStore, useUnsavedWarning, useStory } from '../stories';
import { ApplyTemplateModal } from './ApplyTemplateModal';
import { DeleteSlideModal } from './DeleteSlideModal';
import { GridHeader } from './GridHeader';
import { GridSkeleton } from './GridSkeleton';
import { gridMessages } from './messages';
import { SlideGrid } from './SlideGrid';
import { StoryHeading } from './StoryHeading';
import { TemplatePickerModal } from './TemplatePickerModal';
import { MY_STORIES_PATH, useGridStory, useLeaveStory } from './useGridStory';

/**
 * /grid and /grid?story={id}: every slide of a story, to reorder, retitle and script; a
 * handed-in story read-only instead (docs/product/feedback.md).
 */
export function GridPage() {
  const [params] = useSearchParams();
  return (
    <HandinGate storyId={params.get('story')}>
      <LiveGrid />
    </HandinGate>
  );
}

function LiveGrid() {
  const { storyParam, setStoryParam } = useGridStory();
  const leave = useLeaveStory();
  useUnsavedWarning();
  useSlidePreviews();

  const slides = useStory((s) => s.story?.slides ?? null);
  const loadStatus = useStory((s) => s.loadStatus);
  const loadError = useStory((s) => s.loadError);
  const [pickerDismissed, setPickerDismissed] = useState(false);
  const [applyOpen, setApplyOpen] = useState(false);
  const [deleteIndex, setDeleteIndex] = useState<number | null>(null);
  const [editingIndex, setEditingIndex] = useState<number | null>(null);

  const loading = loadStatus === 'loading';
  const failed = loadStatus === 'error' && !slides;
  // Opens by itself when there is no story id, no slides and loading has finished.
  const pickerOpen = !storyParam && !slides && !loading && !pickerDismissed;

  const createStory = async (template: StoryTemplate) => {
    const question = usePromptStore.getState().selectedPromptDetails?.bigQuestion ?? null;
    // A story started after arriving through a class link is tied to it (issue #14).
    const id = await storyStore
      .getState()
      .createFromTemplate(template.id, question, activeTrackingId());
    setStoryParam(id);
    setPickerDismissed(false);
  };

  // 'Edit Slide' saves first: leaving requires a successful save (docs/product/slide-grid.md).
  const onEdit = useCallback(
    (index: number) => {
      void (async () => {
        setEditingIndex(index);
        const saved = await storyStore.getState().save();
        setEditingIndex(null);
        const id = storyStore.getState().story?._id;
        if (!saved || !id) {
          showToast(serverText(STORY_MESSAGES.saveFailed), 'error');
          return;
        }
        void leave(`/tool?slide=${index}&story=${encodeURIComponent(id)}`);
      })();
    },
    [leave],
  );
  const onDelete = useCallback((index: number) => setDeleteIndex(index), []);

  let body;
  if (failed) {
    body = (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={gridMessages.page.cannotOpen()}
        role="alert"
        maw={560}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{loadError && serverText(loadError)}</Text>
          <Button variant="light" color="red" onClick={() => void leave(MY_STORIES_PATH)}>
            {gridMessages.page.backToMyStories()}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (loading || (storyParam && !slides)) {
    body = <GridSkeleton />;
  } else if (slides) {
    body = (
      <Stack gap="md">
        <StoryHeading />
        <PreviewBanner />
        <SlideGrid
          slides={slides}
          onEdit={onEdit}
          onDelete={onDelete}
          editingIndex={editingIndex}
        />
      </Stack>
    );
  } else {
    body = (
      <Paper withBorder radius="md" p="xl" maw={520} mx="auto" mt="xl" ta="center">
        <Stack align="center" gap="sm">
          <Text>{gridMessages.page.startWithTemplate()}</Text>
          <Button
            leftSection={<IconTemplate size={16} aria-hidden />}
            onClick={() => setPickerDismissed(false)}
          >
            {gridMessages.page.chooseTemplate()}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <>
      <GridHeader onApplyTemplate={() => setApplyOpen(true)} canApply={Boolean(slides)} />
      {body}
      <TemplatePickerModal
        opened={pickerOpen}
        onClose={() => setPickerDismissed(true)}
        onChoose={createStory}
      />
      <ApplyTemplateModal opened={applyOpen} onClose={() => setApplyOpen(false)} />
      <DeleteSlideModal index={deleteIndex} onClose={() => setDeleteIndex(null)} />
      <StoryNotices />
    </>
  );
}
