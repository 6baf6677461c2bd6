import type { UserRecord } from '../store/store.ts';

/** Kinds of generated image the mock serves at `/images/<kind>/<id>.svg`. */
export const IMAGE_KINDS = [
  'users',
  'events',
  'mentors',
  'mentors-blur',
  'videos',
  'offers',
  'offer-details',
  'cities',
  'packages',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Absolute URL of a generated image on the mock (`origin` from the request: the web app runs elsewhere). */
export const imageUrl = (origin: string, kind: ImageKind, id: number | string): string =>
  `${origin}/images/${kind}/${id}.svg`;

const uploadUrl = (origin: string, uploadId: string): string => `${origin}/images/uploads/${uploadId}`;

/** A user's photo: the upload when there is one, else the generated avatar. */
export const userImageUrl = (origin: string, user: Pick<UserRecord, 'id' | 'imageUploadId'>): string =>
  user.imageUploadId === null ? imageUrl(origin, 'users', user.id) : uploadUrl(origin, user.imageUploadId);
