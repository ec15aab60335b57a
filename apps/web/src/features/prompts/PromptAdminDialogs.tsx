import type { Prompt } from '@dsb/core';
import { DeletePromptModal } from './DeletePromptModal';
import { EditPromptModal } from './EditPromptModal';

type Props = { prompt: Prompt | null; kind: string | null; onClose: () => void };

/**
 * The administrator's edit and delete dialogs for a prompt. PromptGrid loads this module only for an
 * administrator, so pupils never download it (nor the zod schema the edit form validates with).
 */
export function PromptAdminDialogs({ prompt, kind, onClose }: Props) {
  return (
    <>
      <EditPromptModal prompt={prompt} opened={kind === 'edit'} onClose={onClose} />
      <DeletePromptModal prompt={prompt} opened={kind === 'delete'} onClose={onClose} />
    </>
  );
}
