import { ActionIcon, Box, Button, Collapse, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPhotoEdit, IconTable } from '@tabler/icons-react';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { ChartTable, ObjectEntry } from '../../editor/model';
import { ChartDataDialog } from '../evidence';
import { AltTextDialog } from './AltTextDialog';
import { askForAltText } from './altTextPrompt';
import { useEditor, useEditorStatus } from './EditorContext';
import { useEditorLayout } from './editorLayout';
import { KeyboardHelp } from './KeyboardHelp';
import { editorMessages } from './messages';

const M = editorMessages.objects;

const TITLE_ID = 'object-list-title';

/**
 * 'Objects on this slide' (issue #18 item 2): every object on the canvas by name, from the back
 * to the front. Choosing one selects it on the canvas (and the canvas's selection shows here), so
 * the arrow keys, Delete and the layer shortcuts act on it. Charts open their data table; images
 * and charts edit their alt text. Also hosts the alt text dialog. On narrow screens it folds away.
 */
export const ObjectList = memo(function ObjectList() {
  const editor = useEditor();
  const objects = useEditorStatus((s) => s.objects);
  // A 208 px column beside the slide on a desktop, the width the tablet layout gives it there,
  // folded under the slide on a phone until asked for (editorLayout.ts decides which).
  const layout = useEditorLayout();
  const wide = layout === 'desktop';
  const phone = layout === 'phone';
  const [open, setOpen] = useState(false);
  const [table, setTable] = useState<{
    id: string | null;
    label: string;
    table?: ChartTable;
  } | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const lastFocused = useRef<number | null>(null);

  // An object removed (Delete, undo) takes its button with it: focus goes to its neighbour.
  useLayoutEffect(() => {
    const index = lastFocused.current;
    const element = list.current;
    if (index === null || !element) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const buttons = element.querySelectorAll<HTMLButtonElement>('button[data-object-id]');
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else editor.focusCanvas();
  }, [objects, editor]);

  const editAlt = (entry: ObjectEntry) => {
    void editor.run('selectObject', entry.id);
    askForAltText({
      title: entry.kind === 'chart' ? M.chartAlt() : M.imageAlt(),
      initial: entry.alt,
      saveLabel: editorMessages.altText.save(),
      isChart: entry.kind === 'chart',
      onSave: (alt) => void editor.run('setAltText', alt),
    });
  };

  const expanded = !phone || open;
  return (
    <Box
      component="aside"
      aria-labelledby={TITLE_ID}
      w={wide ? 208 : undefined}
      p="sm"
      data-testid="object-list"
      style={{
        borderInlineStart: phone ? undefined : '1px solid var(--mantine-color-gray-3)',
        flex: wide ? '0 0 auto' : '1 1 auto',
        minWidth: 0,
        minHeight: 0,
        overflowY: 'auto',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap={4} mb={expanded ? 'xs' : 0}>
        <Title order={2} size="h6" id={TITLE_ID}>
          {M.title()}
        </Title>
        {phone && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls="object-list-items"
            rightSection={
              open ? (
                <IconChevronUp size={14} aria-hidden />
              ) : (
                <IconChevronDown size={14} aria-hidden />
              )
            }
          >
            {open ? M.hide() : M.show({ count: objects.length })}
          </Button>
        )}
      </Group>
      <Collapse expanded={expanded} id="object-list-items">
        {objects.length === 0 ? (
          <Text size="sm" c="dimmed">
            {M.empty()}
          </Text>
        ) : (
          <Box
            component="ul"
            ref={list}
            aria-labelledby={TITLE_ID}
            m={0}
            p={0}
            style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 2 }}
            onFocus={(event) => {
              const index = Number((event.target as HTMLElement).dataset.objectIndex);
              if (Number.isInteger(index)) lastFocused.current = index;
            }}
            onBlur={(event) => {
              const to = event.relatedTarget;
              if (to instanceof Node && !event.currentTarget.contains(to))
                lastFocused.current = null;
            }}
          >
            {objects.map((entry, index) => (
              <ObjectRow
                key={entry.id}
                entry={entry}
                index={index}
                onSelect={() => void editor.run('selectObject', entry.id)}
                onTable={() =>
                  setTable({
                    id: entry.evidenceId ?? null,
                    label: entry.title ?? entry.name,
                    table: entry.table,
                  })
                }
                onAlt={() => editAlt(entry)}
              />
            ))}
          </Box>
        )}
        <KeyboardHelp />
      </Collapse>
      <ChartDataDialog
        evidenceId={table?.id ?? null}
        table={table?.table}
        label={table?.label ?? ''}
        onClose={() => setTable(null)}
      />
      <AltTextDialog />
    </Box>
  );
});

function ObjectRow(props: {
  entry: ObjectEntry;
  index: number;
  onSelect: () => void;
  onTable: () => void;
  onAlt: () => void;
}) {
  const { entry } = props;
  const canDescribe = entry.kind === 'image' || entry.kind === 'chart';
  return (
    <Group component="li" gap={2} wrap="nowrap" align="stretch">
      <Button
        variant={entry.selected ? 'light' : 'subtle'}
        color={entry.selected ? 'blue' : 'dark'}
        size="compact-sm"
        justify="flex-start"
        fw={entry.selected ? 600 : 400}
        aria-pressed={entry.selected}
        data-object-id={entry.id}
        data-object-index={props.index}
        onClick={props.onSelect}
        style={{ flex: 1, minWidth: 0, height: 'auto', minHeight: 30 }}
        styles={{
          label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.3, padding: '4px 0' },
        }}
      >
        {entry.name}
      </Button>
      {(entry.evidenceId || entry.table) && (
        <Tooltip label={M.dataTable()} openDelay={300}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={M.dataTableAria({ name: entry.name })}
            onClick={props.onTable}
          >
            <IconTable size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {canDescribe && (
        <Tooltip label={entry.alt ? M.editAlt() : M.addAlt()} openDelay={300}>
          <ActionIcon
            variant="subtle"
            color={entry.alt ? 'gray' : 'orange'}
            aria-label={
              entry.alt ? M.editAltAria({ name: entry.name }) : M.addAltAria({ name: entry.name })
            }
            onClick={props.onAlt}
          >
            <IconPhotoEdit size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
