import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import type { FormEvent, Ref } from 'react';
import type { ListFilters } from './listState';

type Props = {
  draft: ListFilters;
  onDraft: (draft: ListFilters) => void;
  onApply: () => void;
  onClear: () => void;
  /** Show Custom Only is the temp tab's (docs/product/admin-evidence.md). */
  showCustomOnly?: boolean;
  /** In a row on the /admin/evidence page; stacked in the console's Filters dropdown. */
  inline?: boolean;
  sourceRef?: Ref<HTMLInputElement>;
};

/** Source URL and Topic (and Show Custom Only) with Apply Filters and Clear; Enter applies. */
export function FilterFields(props: Props) {
  const { draft, onDraft, onApply, onClear, showCustomOnly, inline, sourceRef } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  const fields = (
    <>
      <TextInput
        ref={sourceRef}
        label="Source URL"
        placeholder="https://..."
        value={draft.sourceURL}
        onChange={(event) => onDraft({ ...draft, sourceURL: event.currentTarget.value })}
        style={inline ? { flex: '2 1 260px' } : undefined}
      />
      <TextInput
        label="Topic"
        placeholder="e.g. climate"
        value={draft.topic}
        onChange={(event) => onDraft({ ...draft, topic: event.currentTarget.value })}
        style={inline ? { flex: '1 1 160px' } : undefined}
      />
      {showCustomOnly && (
        <Checkbox
          label="Show Custom Only"
          checked={draft.customOnly}
          onChange={(event) => onDraft({ ...draft, customOnly: event.currentTarget.checked })}
        />
      )}
    </>
  );
  const buttons = (
    <Group gap="xs" wrap="nowrap">
      <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />}>
        Apply Filters
      </Button>
      <Button
        variant="default"
        leftSection={<IconFilterOff size={16} aria-hidden />}
        onClick={onClear}
      >
        Clear
      </Button>
    </Group>
  );
  return (
    <form onSubmit={submit} aria-label="Filters">
      {inline ? (
        <Group gap="sm" align="flex-end" wrap="wrap">
          {fields}
          {buttons}
        </Group>
      ) : (
        <Stack gap="sm">
          {fields}
          {buttons}
        </Stack>
      )}
    </form>
  );
}
