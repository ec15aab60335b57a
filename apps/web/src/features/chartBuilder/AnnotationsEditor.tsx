import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MAX_ANNOTATIONS, type ChartAnnotation } from '@dsb/core/charts';
import { CHART_BUILDER_UI as UI } from './messages';

/** A value typed for a point on the x axis: a number when it reads as one, else the text. */
const xValue = (text: string): number | string => {
  const t = text.trim();
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t.slice(0, 500);
};
const yValue = (text: string): number | null => {
  const n = Number(text.trim());
  return text.trim() && Number.isFinite(n) ? n : null;
};

const NEW: Record<ChartAnnotation['kind'], ChartAnnotation> = {
  point: { kind: 'point', x: '', y: null, label: '' },
  range: { kind: 'range', from: '', to: '', label: '' },
  rule: { kind: 'rule', y: 0, label: '' },
};

/** Notes on the chart: labelled points, shaded ranges and reference lines; added, edited, removed. */
export function AnnotationsEditor(props: {
  annotations: ChartAnnotation[];
  onChange: (annotations: ChartAnnotation[]) => void;
}) {
  const { annotations, onChange } = props;
  const update = (index: number, next: ChartAnnotation) =>
    onChange(annotations.map((a, i) => (i === index ? next : a)));
  const full = annotations.length >= MAX_ANNOTATIONS;
  return (
    <Stack gap="xs">
      {annotations.map((note, index) => (
        <Paper key={index} withBorder p="xs" data-testid="chart-annotation">
          <Group justify="space-between" gap={4} mb={4}>
            <Text size="xs" fw={600}>
              {UI.annotationKinds[note.kind]()}
            </Text>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={UI.removeAnnotation({ number: index + 1 })}
              onClick={() => onChange(annotations.filter((_, i) => i !== index))}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          </Group>
          <Stack gap={4}>
            <TextInput
              size="xs"
              label={UI.annotationLabel()}
              value={note.label}
              maxLength={120}
              onChange={(e) => update(index, { ...note, label: e.currentTarget.value })}
            />
            {note.kind === 'point' && (
              <Group gap="xs" grow>
                <TextInput
                  size="xs"
                  label={UI.annotationX()}
                  value={String(note.x)}
                  onChange={(e) => update(index, { ...note, x: xValue(e.currentTarget.value) })}
                />
                <TextInput
                  size="xs"
                  label={UI.annotationY()}
                  inputMode="decimal"
                  value={note.y === null ? '' : String(note.y)}
                  onChange={(e) => update(index, { ...note, y: yValue(e.currentTarget.value) })}
                />
              </Group>
            )}
            {note.kind === 'range' && (
              <Group gap="xs" grow>
                <TextInput
                  size="xs"
                  label={UI.annotationFrom()}
                  value={String(note.from)}
                  onChange={(e) => update(index, { ...note, from: xValue(e.currentTarget.value) })}
                />
                <TextInput
                  size="xs"
                  label={UI.annotationTo()}
                  value={String(note.to)}
                  onChange={(e) => update(index, { ...note, to: xValue(e.currentTarget.value) })}
                />
              </Group>
            )}
            {note.kind === 'rule' && (
              <TextInput
                size="xs"
                label={UI.annotationY()}
                inputMode="decimal"
                defaultValue={String(note.y)}
                onChange={(e) => update(index, { ...note, y: yValue(e.currentTarget.value) ?? 0 })}
              />
            )}
          </Stack>
        </Paper>
      ))}
      <Group gap={4}>
        {(['point', 'range', 'rule'] as const).map((kind) => (
          <Button
            key={kind}
            size="compact-xs"
            variant="light"
            disabled={full}
            onClick={() => onChange([...annotations, NEW[kind]])}
          >
            {kind === 'point' ? UI.addPoint() : kind === 'range' ? UI.addRange() : UI.addRule()}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
