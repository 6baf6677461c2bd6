import { commonMessages, PHOTO_MAX_BYTES } from '@lwl/schemas';
import { platformCrypto } from '#platform/crypto';
import { limitMessages, uploadBytes } from '../limits/caps.ts';
import { toBase64, toHex } from '../platform/bytes.ts';
import type { Store, UploadId, UploadRecord } from '../store/store.ts';

type PhotoMime = UploadRecord['mime'];

/** The image type by its content (magic bytes), whatever the upload claims; null for anything else. */
export function sniffPhoto(bytes: Uint8Array): PhotoMime | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return 'image/gif';
  }
  return null;
}

export type SavedPhoto = { ok: true; uploadId: UploadId } | { ok: false; message: string };

/**
 * Checks a photo by size (2 MB) and content (jpeg, png, gif) and keeps it in the store, unless the
 * photos kept would then weigh more than `maxBytes` (`MOCK_MAX_UPLOAD_BYTES`): that one is refused,
 * and no photo already kept is dropped for it.
 */
export async function savePhoto(store: Store, file: Blob, now: Date, maxBytes: number): Promise<SavedPhoto> {
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, message: commonMessages.fileTooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = sniffPhoto(bytes);
  if (!mime) return { ok: false, message: commonMessages.fileUnsupported };
  if (uploadBytes(store) + bytes.byteLength > maxBytes)
    return { ok: false, message: limitMessages.uploadsFull(maxBytes) };
  const id = toHex(platformCrypto.randomBytes(16));
  store.uploads.push({
    id,
    mime,
    data: toBase64(bytes),
    created_at: now.toISOString(),
  });
  return { ok: true, uploadId: id };
}
