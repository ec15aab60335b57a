import { Alert, Button, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconFileTypeCsv } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { MAX_RUBRIC_NAME_LENGTH, RUBRIC_MESSAGES } from '@dsb/core';
import { errorMessage } from '../../lib/http';
import { showToast } from '../../ui/toast';
import { csvTooLarge, nameFromFileName } from './csvImport';
import { rubricText, RUBRICS_MESSAGES as M } from './messages';
import { useRubricMutations } from './useRubrics';

/**
 * Import CSV: a file as Export CSV makes it becomes a new rubric. The server checks it and names
 * the line that failed ('Line 4: ...'), shown here as it says it.
 */
export function ImportRubricModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { importCsv } = useRubricMutations();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    if (importCsv.isPending) return;
    setFile(null);
    setName('');
    setProblem(null);
    onClose();
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem(null);
    if (chosen && !name.trim()) setName(nameFromFileName(chosen.name));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(M.chooseFile());
    if (!name.trim()) return setProblem(rubricText(RUBRIC_MESSAGES.nameRequired));
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      return setProblem(M.readFailed());
    }
    if (csvTooLarge(csv)) return setProblem(rubricText(RUBRIC_MESSAGES.csvTooLarge));
    importCsv.mutate(
      { name: name.trim(), csv },
      {
        onSuccess: (rubric) => {
          showToast(M.imported({ name: rubric.name }), 'success');
          close();
        },
        onError: (error) => setProblem(rubricText(errorMessage(error, M.importFailed()))),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={M.importTitle()} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{M.importHelp()}</Text>
          {problem && (
            <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
              <Text size="sm" c="red.9">
                {problem}
              </Text>
            </Alert>
          )}
          <FileInput
            label={M.importFile()}
            placeholder={M.importFilePlaceholder()}
            accept=".csv,text/csv"
            value={file}
            onChange={choose}
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
            clearable
            clearButtonProps={{ 'aria-label': M.clearFile() }}
          />
          <TextInput
            label={M.importName()}
            maxLength={MAX_RUBRIC_NAME_LENGTH}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={importCsv.isPending}>
              {M.cancel()}
            </Button>
            <Button type="submit" loading={importCsv.isPending}>
              {M.importButton()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
