import * as z from 'zod/mini';
import { fileField } from '../common/fields.ts';
import { preprocess } from '../common/preprocess.ts';
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '../constants/index.ts';
import { profileMessages } from './messages.ts';

const isPhotoType = (type: string): boolean => (PHOTO_MIME_TYPES as readonly string[]).includes(type);

/**
 * A photo upload (profile, membership purchase and sign-up, application form): at most 2097152 bytes
 * ('File size must be less than 2MB') and jpeg, png or gif by its declared type ('Unsupported file
 * format'). The mock also checks the content's magic bytes.
 */
export const photoFileSchema = fileField().check(
  z.refine((file) => file.size <= PHOTO_MAX_BYTES, { error: profileMessages.fileTooLarge }),
  z.refine((file) => isPhotoType(file.type), { error: profileMessages.fileUnsupported }),
);

/**
 * What a file input hands over: nothing, '' , a File/Blob, or a FileList / array of files. Reduced to
 * the first file or `undefined`, so a form can bind `<input type="file">` directly. An empty file is
 * no file: it is what a form sends for a file field left empty (browsers, Postman, Newman).
 */
function firstFile(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (value instanceof Blob) return value.size === 0 ? undefined : value;
  if (typeof value === 'object' && 'length' in value && typeof value.length === 'number') {
    return value.length === 0 ? undefined : firstFile((value as ArrayLike<unknown>)[0]);
  }
  return value;
}

/** An optional photo: absent, or a valid photo (see `photoFileSchema`). */
export const optionalPhotoFileSchema = preprocess(firstFile, z.optional(photoFileSchema));
