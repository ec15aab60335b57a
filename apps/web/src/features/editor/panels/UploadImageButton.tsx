import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { showToast } from '../../../ui/toast';
import { askForAltText } from '../altTextPrompt';
import { useEditor } from '../EditorContext';
import { editorMessages } from '../messages';
import { uploadImageFile } from '../pasteImage';
import { panelMessages } from './messages';

const M = panelMessages.upload;

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * 'Upload image' (issue #18 item 2): a picture from the pupil's device, its alt text asked for
 * before it is added (optional, with a reminder when left empty), then encoded and uploaded as a
 * pasted image is (docs/product/image-search.md) and placed like any image.
 */
export function UploadImageButton() {
  const editor = useEditor();
  const [busy, setBusy] = useState(false);

  const place = async (file: File, alt: string) => {
    setBusy(true);
    try {
      const { fileUrl, format, hasTransparency } = await uploadImageFile(file);
      await editor.run('addImage', {
        src: fileUrl,
        metadata: { source: 'upload', format, hasTransparency, ...(alt ? { alt } : {}) },
      });
      if (!alt) showToast(editorMessages.altText.skipped(), 'warning');
    } catch (error) {
      console.error('Uploading the image failed', error);
      showToast(editorMessages.altText.uploadFailed(), 'error');
    } finally {
      setBusy(false);
    }
  };

  const choose = (file: File | null) => {
    if (!file) return;
    const preview = URL.createObjectURL(file);
    const done = () => setTimeout(() => URL.revokeObjectURL(preview), 1000);
    askForAltText({
      title: M.title(),
      preview,
      initial: '',
      saveLabel: M.save(),
      onSave: (alt) => {
        done();
        void place(file, alt);
      },
      onCancel: done,
    });
  };

  return (
    <FileButton onChange={choose} accept={ACCEPT}>
      {(props) => (
        <Button
          {...props}
          variant="default"
          leftSection={<IconUpload size={16} aria-hidden />}
          loading={busy}
        >
          {M.button()}
        </Button>
      )}
    </FileButton>
  );
}
