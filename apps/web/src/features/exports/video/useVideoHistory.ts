import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VideoRecord } from '@dsb/core';
import { deleteVideo, listStoryVideos } from './videoApi';

/** The story's saved videos (GET /api/videos/story/{storyId}), newest first as the server lists them. */
export const videoHistoryKey = (storyId: string | null) => ['videos', 'story', storyId] as const;

export function useVideoHistory(storyId: string | null) {
  return useQuery({
    queryKey: videoHistoryKey(storyId),
    queryFn: () => listStoryVideos(storyId!),
    enabled: storyId !== null,
  });
}

/** DELETE /api/videos/{id}; the list drops the video at once and is read again. */
export function useDeleteVideo(storyId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (video: VideoRecord) => deleteVideo(video._id),
    onSuccess: (_answer, video) => {
      client.setQueryData<VideoRecord[]>(videoHistoryKey(storyId), (list) =>
        list?.filter((item) => item._id !== video._id),
      );
      void client.invalidateQueries({ queryKey: videoHistoryKey(storyId) });
    },
  });
}
