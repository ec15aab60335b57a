import { Button } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import { useState } from 'react';
import { showToast } from '../../ui/toast';
import { useStory } from '../stories';
import { CHART_BUILDER_UI as UI } from './messages';
import { saveChartToEvidence, type ChartToSave } from './saveToEvidence';

/** Long enough to read the whole sentence. */
const NOTICE_MS = 6000;

/**
 * "Save to my evidence" for the chart being reviewed or the pupil's chart selected on the slide:
 * off while it is sent, then a notice (an alert, read out) says how it went: the server's reason when it refused.
 * `chart` returns null when the chart cannot be saved yet (its alt text is empty): `onBlocked`
 * then says why.
 */
export function SaveToEvidenceButton({
  chart,
  onBlocked,
}: {
  chart: () => ChartToSave | null;
  onBlocked?: () => void;
}) {
  const storyId = useStory((s) => s.story?._id ?? null);
  const [sending, setSending] = useState(false);
  const save = async () => {
    if (!storyId) {
      showToast(UI.saveNoStory(), 'error');
      return;
    }
    const payload = chart();
    if (!payload) {
      onBlocked?.();
      return;
    }
    setSending(true);
    const result = await saveChartToEvidence(storyId, payload);
    setSending(false);
    const message = result.ok ? UI.savedToEvidence() : result.message;
    showToast(message, result.ok ? 'success' : 'error', NOTICE_MS);
  };
  return (
    <Button
      variant="default"
      leftSection={<IconBookmark size={16} aria-hidden />}
      loading={sending}
      disabled={sending}
      title={UI.saveToEvidenceHint()}
      data-testid="save-chart-to-evidence"
      onClick={() => void save()}
    >
      {UI.saveToEvidence()}
    </Button>
  );
}
