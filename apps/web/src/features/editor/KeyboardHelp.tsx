import { Button, Collapse, Table } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { useState } from 'react';
import { useEditor } from './EditorContext';
import { keyboardMap } from './keyboardMap';

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
        Keyboard shortcuts
      </Button>
      <Collapse expanded={open} id="keyboard-help">
        <Table fz="xs" verticalSpacing={2} horizontalSpacing={4} mt={4}>
          <Table.Caption>Keys on the slide</Table.Caption>
          <Table.Tbody>
            {keyboardMap(editor.registry).map((row) => (
              <Table.Tr key={row.does}>
                <Table.Th scope="row" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {row.keys}
                </Table.Th>
                <Table.Td>{row.does}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Collapse>
    </>
  );
}
