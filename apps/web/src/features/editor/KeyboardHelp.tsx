import { Box, Button, Collapse } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { useState } from 'react';
import { useEditor } from './EditorContext';
import { keyboardMap } from './keyboardMap';
import { editorMessages } from './messages';

/** 'Keyboard shortcuts' under the object list: the canvas's keys, folded away until asked for. */
export function KeyboardHelp() {
  const editor = useEditor();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        mt="sm"
        size="compact-xs"
        variant="subtle"
        color="gray"
        leftSection={<IconKeyboard size={14} aria-hidden />}
        aria-expanded={open}
        aria-controls="keyboard-help"
        onClick={() => setOpen((value) => !value)}
      >
        {editorMessages.keys.help()}
      </Button>
      <Collapse expanded={open} id="keyboard-help">
        {/* A description list: keys on one line, what they do under them (fits a narrow column). */}
        <Box component="dl" m={0} mt={4} fz="xs">
          {keyboardMap(editor.registry).map((row) => (
            <Box key={row.does} mb={6}>
              <Box component="dt" fw={600}>
                {row.keys}
              </Box>
              <Box component="dd" m={0} c="gray.7">
                {row.does}
              </Box>
            </Box>
          ))}
        </Box>
      </Collapse>
    </>
  );
}
