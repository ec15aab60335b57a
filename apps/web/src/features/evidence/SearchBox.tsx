import { ActionIcon, Group, SegmentedControl, Textarea, Tooltip } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { MAX_SEARCH_QUERY_LENGTH, type EvidenceSearchType } from '@dsb/core';
import { evidenceMessages } from './messages';
import { useEvidenceSearchState } from './searchState';
import { useEvidenceSearchActions } from './useEvidenceSearch';

const MODES: readonly EvidenceSearchType[] = ['text', 'vector'];

/**
 * The search box (docs/product/evidence.md): a textarea where Enter searches and Shift+Enter starts
 * a new line, a clear button, and the Basic (words) / Advanced (meaning) toggle.
 */
export function SearchBox({ compact }: { compact: boolean }) {
  const input = useEvidenceSearchState((s) => s.input);
  const mode = useEvidenceSearchState((s) => s.mode);
  const actions = useEvidenceSearchActions();
  const t = evidenceMessages.search;

  return (
    <Group gap="xs" align="flex-start" wrap="wrap" role="search" aria-label={t.region()}>
      <Textarea
        flex="1 1 220px"
        aria-label={t.label()}
        placeholder={t.placeholder()}
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
              aria-label={t.clear()}
              title={t.clear()}
              onClick={() => actions.clear()}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          ) : null
        }
      />
      <Group gap="xs" wrap="nowrap" style={compact ? { flex: '1 1 100%' } : undefined}>
        <Tooltip label={t.submit()}>
          <ActionIcon
            size={36}
            aria-label={t.submit()}
            onClick={() => void actions.search()}
            disabled={!input.trim()}
          >
            <IconSearch size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <SegmentedControl
          aria-label={t.type()}
          size={compact ? 'xs' : 'sm'}
          fullWidth={compact}
          style={compact ? { flex: 1 } : undefined}
          data={MODES.map((value) => ({ value, label: t.modes[value]() }))}
          value={mode}
          onChange={(next) => actions.setMode(next as EvidenceSearchType)}
        />
      </Group>
    </Group>
  );
}
