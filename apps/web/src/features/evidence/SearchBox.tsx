import { ActionIcon, Group, SegmentedControl, Textarea, Tooltip } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { MAX_SEARCH_QUERY_LENGTH, type EvidenceSearchType } from '@dsb/core';
import { EVIDENCE_UI } from './messages';
import { useEvidenceSearchState } from './searchState';
import { useEvidenceSearchActions } from './useEvidenceSearch';

const MODES: { value: EvidenceSearchType; label: string }[] = [
  { value: 'text', label: 'Basic' },
  { value: 'vector', label: 'Advanced' },
];

/**
 * The search box (docs/product/evidence.md): a textarea where Enter searches and Shift+Enter starts
 * a new line, a clear button, and the Basic (words) / Advanced (meaning) toggle.
 */
export function SearchBox({ compact }: { compact: boolean }) {
  const input = useEvidenceSearchState((s) => s.input);
  const mode = useEvidenceSearchState((s) => s.mode);
  const actions = useEvidenceSearchActions();

  return (
    <Group gap="xs" align="flex-start" wrap="wrap" role="search" aria-label="Evidence search">
      <Textarea
        flex="1 1 220px"
        aria-label="Search for evidence"
        placeholder={EVIDENCE_UI.searchPlaceholder}
        value={input}
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        autosize
        minRows={1}
        maxRows={4}
        onChange={(e) => actions.setInput(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void actions.search();
          }
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSectionPointerEvents="all"
        rightSection={
          input ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Clear search"
              title="Clear search"
              onClick={() => actions.clear()}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          ) : null
        }
      />
      <Group gap="xs" wrap="nowrap" style={compact ? { flex: '1 1 100%' } : undefined}>
        <Tooltip label="Search">
          <ActionIcon
            size={36}
            aria-label="Search"
            onClick={() => void actions.search()}
            disabled={!input.trim()}
          >
            <IconSearch size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <SegmentedControl
          aria-label="Search type"
          size={compact ? 'xs' : 'sm'}
          fullWidth={compact}
          style={compact ? { flex: 1 } : undefined}
          data={MODES}
          value={mode}
          onChange={(next) => actions.setMode(next as EvidenceSearchType)}
        />
      </Group>
    </Group>
  );
}
