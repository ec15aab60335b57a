import { Tabs } from '@mantine/core';
import { IconBookmark, IconCompass, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { GuideFrame } from '../../ui/GuideFrame';
import { useAuth } from '../auth';
import { useStory } from '../stories';
import type { EvidenceDetail } from './api';
import { EvidenceDetailModal } from './EvidenceDetailModal';
import { evidenceMessages } from './messages';
import { activeStory } from './savedActions';
import type { EvidenceLike } from './savedEvidence';
import { SavedTab } from './SavedTab';
import { SearchTab } from './SearchTab';
import { useEvidenceSearchActions } from './useEvidenceSearch';
import { useSavedEvidence } from './useSavedEvidence';

export const EVIDENCE_GUIDE_URL = '/guides/finding-evidence.html';

/** The backup search after mount, in case the first one could not run. */
const BACKUP_SEARCH_DELAY_MS = 1000;

export type EvidencePanelProps = {
  /** The story whose saved evidence the panel shows and changes. */
  storyId?: string | null;
  /** Puts a chart on the slide (the editor's Charts tab); adds 'Add' buttons when given. */
  onAddToCanvas?: (evidence: EvidenceLike) => void;
  /** Opens the chart builder with a chart's data table (the slide editor). */
  onMakeChart?: (evidence: EvidenceDetail) => void;
  /** Full page in research mode, or the narrow Charts tab of the slide editor. */
  variant: 'research' | 'editor';
};

type TabValue = 'search' | 'saved' | 'guide';

/**
 * The first search when signed in (docs/product/evidence.md): the story's big question, else
 * 'data', once the story is known; and the delayed backup search in case that never happens.
 */
function useAutomaticSearch(storyId: string | null | undefined) {
  const { isAuthenticated } = useAuth();
  const ready = useStory((s) =>
    storyId
      ? (s.loadStatus === 'ready' && s.story?._id === storyId) || s.loadStatus === 'error'
      : true,
  );
  const bigQuestion = useStory((s) => activeStory(s.story, storyId)?.bigQuestion ?? null);
  const { autoSearch, backupSearch } = useEvidenceSearchActions();
  useEffect(() => {
    if (isAuthenticated && ready) autoSearch(storyId ?? 'none', bigQuestion);
  }, [isAuthenticated, ready, storyId, bigQuestion, autoSearch]);
  useEffect(() => {
    if (!isAuthenticated) return;
    const timer = setTimeout(backupSearch, BACKUP_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isAuthenticated, backupSearch]);
}

/** The evidence panel: Search, Saved and Guide Me, and the detail modal. */
export function EvidencePanel({
  storyId,
  onAddToCanvas,
  onMakeChart,
  variant,
}: EvidencePanelProps) {
  // The editor's column is narrow: tabs without icons.
  const icon = (Icon: typeof IconSearch) =>
    variant === 'research' ? <Icon size={16} aria-hidden /> : undefined;
  const [tab, setTab] = useState<TabValue>('search');
  const [open, setOpen] = useState<EvidenceLike | null>(null);
  const { isAdmin } = useAuth();
  const saved = useSavedEvidence(storyId);
  useAutomaticSearch(storyId);
  const t = evidenceMessages.panel;

  return (
    <>
      <Tabs
        value={tab}
        onChange={(value) => value && setTab(value as TabValue)}
        data-testid="evidence-panel"
        data-variant={variant}
        styles={variant === 'editor' ? { tab: { paddingInline: 6, fontSize: 13 } } : undefined}
      >
        <Tabs.List
          mb="md"
          grow={variant === 'editor'}
          style={variant === 'editor' ? { flexWrap: 'nowrap' } : undefined}
        >
          <Tabs.Tab value="search" leftSection={icon(IconSearch)}>
            {t.search()}
          </Tabs.Tab>
          <Tabs.Tab value="saved" leftSection={icon(IconBookmark)}>
            {saved.saved.length > 0 ? t.savedCount({ count: saved.saved.length }) : t.saved()}
          </Tabs.Tab>
          <Tabs.Tab value="guide" leftSection={icon(IconCompass)}>
            {t.guide()}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="search">
          <SearchTab
            saved={saved}
            isAdmin={isAdmin}
            compact={variant === 'editor'}
            onOpen={setOpen}
          />
        </Tabs.Panel>
        <Tabs.Panel value="saved">
          <SavedTab
            saved={saved}
            storyId={storyId}
            variant={variant}
            onOpen={setOpen}
            onAddToCanvas={onAddToCanvas}
          />
        </Tabs.Panel>
        <Tabs.Panel value="guide">
          {tab === 'guide' && (
            <GuideFrame
              url={EVIDENCE_GUIDE_URL}
              title={t.guideTitle()}
              height={variant === 'editor' ? '60vh' : '75vh'}
            />
          )}
        </Tabs.Panel>
      </Tabs>
      <EvidenceDetailModal
        evidence={open}
        opened={open !== null}
        onClose={() => setOpen(null)}
        storyId={storyId}
        onAddToCanvas={onAddToCanvas}
        onMakeChart={onMakeChart}
      />
    </>
  );
}
