import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { StoryTemplate } from '@dsb/core';
import { errorMessage } from '../../lib/http';
import { activeTrackingId, TeacherCanSee } from '../customLinks';
import { SelectedPromptSummary } from '../prompts';
import { gridMessages } from './messages';
import { TemplateCards } from './TemplateCards';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Creates the story; rejects with the reason when it could not. */
  onChoose: (template: StoryTemplate) => Promise<void>;
};

/** 'Choose a Story Template': picking one creates the story (docs/product/slide-grid.md). */
export function TemplatePickerModal({ opened, onClose, onChoose }: Props) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Read when the picker opens: the tab arrived through a class link.
  const fromClassLink = opened && activeTrackingId() !== null;

  const choose = async (template: StoryTemplate) => {
    setBusyId(template.id);
    setError(null);
    try {
      await onChoose(template);
    } catch (e) {
      console.error('Failed to create the story', e);
      setError(errorMessage(e, gridMessages.templates.createFailed()));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => busyId === null && onClose()}
      title={gridMessages.templates.chooseTitle()}
      size="xl"
      centered
    >
      <Stack gap="md">
        <SelectedPromptSummary />
        {fromClassLink && <TeacherCanSee detail />}
        <Text size="sm" c="dimmed">
          {gridMessages.templates.intro()}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TemplateCards onChoose={(t) => void choose(t)} busyId={busyId} selectedId={busyId} />
      </Stack>
    </Modal>
  );
}
