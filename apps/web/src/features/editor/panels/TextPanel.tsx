import { Button, Stack } from '@mantine/core';
import { TEXT_PRESETS, type TextPreset } from '../../../editor/model';
import { useEditor } from '../EditorContext';
import { panelMessages } from './messages';

const PRESETS: readonly TextPreset[] = ['heading', 'paragraph', 'caption'];
const ACTIONS: Readonly<Record<TextPreset, string>> = {
  heading: 'addHeading',
  paragraph: 'addParagraph',
  caption: 'addCaption',
};

/** Text tab (docs/product/editor.md): Add Heading, Add Paragraph, Add Caption. */
export function TextPanel() {
  const editor = useEditor();
  return (
    <Stack gap="sm">
      {PRESETS.map((preset) => {
        const style = TEXT_PRESETS[preset];
        return (
          <Button
            key={preset}
            variant="default"
            justify="flex-start"
            h="auto"
            py="sm"
            onClick={() => void editor.run(ACTIONS[preset])}
            styles={{
              label: {
                fontFamily: style.fontFamily,
                fontSize: Math.max(13, Math.min(style.fontSize, 22)),
                fontWeight: style.fontWeight === 'bold' ? 700 : 400,
                fontStyle: style.fontStyle,
                lineHeight: 1.4,
              },
            }}
          >
            {panelMessages.text[preset]()}
          </Button>
        );
      })}
    </Stack>
  );
}
