/**
 * The videos of the gallery slider: the public default videos (`GET default-videos`), the only
 * embeddable videos the API serves. A failure only hides the gallery (logged, no toast).
 */
import { createResourceMachine } from '@lwl/machines';
import { type Video, videosEndpoints } from '@lwl/schemas';
import { api } from '../../lib/api.ts';
import { useResource } from '../../session/use-resource.ts';

const galleryMachine = createResourceMachine<Video[]>('ventureGallery');

const loadGallery = async (signal: AbortSignal) =>
  (await api.request(videosEndpoints['GET default-videos'], {}, { signal })).data;

export function useGalleryVideos() {
  return useResource(galleryMachine, loadGallery, { failureMessage: null });
}
