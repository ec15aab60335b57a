import type { ObjectStorage } from '../../platform/storage/storage';

/**
 * A deleted story's saved chart pictures go with it (a chart promoted to the library has its own
 * copy under charts/, which stays).
 */
export async function deleteSavedChartFiles(
  storage: Pick<ObjectStorage, 'list' | 'deleteObject'>,
  storyId: string,
): Promise<void> {
  const files = await storage.list(`saved-charts/${storyId}/`);
  for (const file of files) await storage.deleteObject(file.key);
}
