import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { evidenceMessages } from './messages';
import type { EvidenceLike } from './savedEvidence';
import type { SavedEvidenceApi } from './useSavedEvidence';

/** The save toggle: 'Save Data Chart' / 'Remove Data Chart' (docs/product/evidence.md). */
export function BookmarkButton({
  item,
  saved,
  size = 'lg',
}: {
  item: EvidenceLike;
  saved: SavedEvidenceApi;
  size?: 'md' | 'lg';
}) {
  const isSaved = saved.isSaved(item._id);
  const label = isSaved ? evidenceMessages.bookmark.remove() : evidenceMessages.bookmark.save();
  const button = (
    <ActionIcon
      variant={isSaved ? 'light' : 'subtle'}
      color={isSaved ? 'blue' : 'gray'}
      size={size}
      title={saved.canSave ? label : undefined}
      aria-label={label}
      aria-pressed={isSaved}
      disabled={!saved.canSave}
      onClick={(event) => {
        event.stopPropagation();
        saved.toggle(item);
      }}
    >
      {isSaved ? (
        <IconBookmarkFilled size={20} aria-hidden />
      ) : (
        <IconBookmark size={20} aria-hidden />
      )}
    </ActionIcon>
  );
  if (saved.canSave) return button;
  return (
    <Tooltip label={saved.reason} multiline w={240}>
      {/* a disabled button gets no pointer events: the wrapper shows why */}
      <span style={{ display: 'inline-flex' }}>{button}</span>
    </Tooltip>
  );
}
