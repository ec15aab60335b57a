import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { MAX_ALT_TEXT_LENGTH } from '../../editor/model';
import { CHART_BUILDER_UI as UI } from './messages';
import { SaveToEvidenceButton } from './SaveToEvidenceButton';
import type { ChartToSave } from './saveToEvidence';

/**
 * Before a chart goes on the slide the pupil reviews its alt text, drafted from the data
 * (draftAltText); it may not be empty.
 */
export function AltTextReview(props: {
  draft: string;
  mode: 'insert' | 'update';
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onPlace: (alt: string) => void;
  /** The chart with this alt text, for "Save to my evidence". */
  toSave: (alt: string) => ChartToSave;
}) {
  const [alt, setAlt] = useState(props.draft.slice(0, MAX_ALT_TEXT_LENGTH));
  const [touched, setTouched] = useState(false);
  const missing = !alt.trim();
  return (
    <Stack gap="xs">
      <Text component="h3" fw={700} size="sm">
        {UI.altHeading()}
      </Text>
      <Text size="xs">{UI.altHint()}</Text>
      <Textarea
        label={UI.altLabel()}
        required
        autosize
        minRows={4}
        maxRows={10}
        maxLength={MAX_ALT_TEXT_LENGTH}
        value={alt}
        data-autofocus
        error={touched && missing ? UI.altRequired() : undefined}
        onChange={(e) => {
          setAlt(e.currentTarget.value);
          setTouched(true);
        }}
      />
      {props.error && (
        <Text size="sm" c="red.8" role="alert">
          {props.error}
        </Text>
      )}
      <Group gap="xs" justify="space-between">
        <Button variant="default" onClick={props.onBack}>
          {UI.back()}
        </Button>
        <Button
          loading={props.busy}
          onClick={() => {
            setTouched(true);
            if (!missing) props.onPlace(alt.trim());
          }}
        >
          {props.mode === 'update' ? UI.update() : UI.insert()}
        </Button>
      </Group>
      <SaveToEvidenceButton
        chart={() => (missing ? null : props.toSave(alt.trim()))}
        onBlocked={() => setTouched(true)}
      />
    </Stack>
  );
}
