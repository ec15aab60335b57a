import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { MAX_TITLE_LENGTH, cleanTitle } from '@dsb/core';
import { gridMessages } from './messages';
import { ownWordsDir } from '../../ui/ownWordsDir';

type Props = { title: string; label: string; onChange: (title: string) => void };

/**
 * A slide title typed straight into the story. The field may be empty or end in a space while
 * typing; the story only takes trimmed, non-empty titles (docs/product/slide-grid.md), and blur
 * shows the kept one.
 */
export function SlideTitleInput({ title, label, onChange }: Props) {
  const [draft, setDraft] = useState(title);
  const [seen, setSeen] = useState(title);
  if (title !== seen) {
    // The title changed elsewhere (renumbering, reload): show it unless the draft already says so.
    setSeen(title);
    if (cleanTitle(draft) !== title) setDraft(title);
  }
  return (
    <TextInput
      dir={ownWordsDir(draft)}
      aria-label={label}
      placeholder={gridMessages.slide.titlePlaceholder()}
      value={draft}
      maxLength={MAX_TITLE_LENGTH}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setDraft(value);
        const clean = cleanTitle(value);
        if (clean !== null && clean !== title) onChange(clean);
      }}
      onBlur={() => setDraft(title)}
    />
  );
}
