/** The video library on the generic resource machine: members GET videos, guests GET default-videos. */
import { createResourceMachine } from '@lwl/machines';
import { commonMessages, type VideoLibrary, videosEndpoints } from '@lwl/schemas';
import { api } from '../../lib/api.ts';
import { useResource } from '../../session/use-resource.ts';

const videosMachine = createResourceMachine<VideoLibrary>('videos');

export function useVideos(signedIn: boolean) {
  return useResource(
    videosMachine,
    (signal) => api.request(videosEndpoints[signedIn ? 'GET videos' : 'GET default-videos'], {}, { signal }),
    {
      failureMessage: commonMessages.somethingWrongTryAgain,
      isEmpty: (library) => library.data.length === 0 && library.others.length === 0,
    },
  );
}
