import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useEditor } from '../EditorContext';
import { researcherPath } from '../slideParams';

/**
 * What the evidence panel receives when it is mounted in the Charts tab (spec 1 §2 "Evidence
 * panel (research side and editor Charts tab)").
 */
export interface EvidencePanelMountProps {
  storyId: string | null;
  slideIndex: number;
  /**
   * Puts a chart on the slide: placed at 70% of the canvas height, centred (spec 1 §9), as one
   * undo step, saved into the story. Pass the image address (use /api/proxy/image for external
   * ones) and the spec's metadata, e.g. { source: 'evidence', isEvidence: true, evidenceData }.
   */
  addImageToCanvas: (src: string, metadata?: Record<string, unknown>) => Promise<void>;
}

/**
 * MOUNT POINT for the evidence panel (being built in features/evidence): replace the
 * placeholder below with `<EvidencePanel {...mount} />`. Everything it needs is in `mount`.
 */
export function ChartsPanel({
  storyId,
  slideIndex,
}: {
  storyId: string | null;
  slideIndex: number;
}) {
  const editor = useEditor();
  const mount: EvidencePanelMountProps = {
    storyId,
    slideIndex,
    addImageToCanvas: (src, metadata) => editor.addImage(src, metadata),
  };
  return <ChartsPlaceholder {...mount} />;
}

function ChartsPlaceholder({ storyId, slideIndex }: EvidencePanelMountProps) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="charts-panel">
      <Stack gap="xs" align="center" ta="center">
        <IconChartBar size={32} color="var(--mantine-color-blue-6)" aria-hidden />
        <Text size="sm">
          The chart library opens here: search data charts and add them to your slide.
        </Text>
        <Anchor component={Link} to={researcherPath(storyId, slideIndex)} size="sm">
          Find charts in Research mode
        </Anchor>
      </Stack>
    </Paper>
  );
}
