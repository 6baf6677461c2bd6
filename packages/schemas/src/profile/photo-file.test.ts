import { describe, expect, it } from 'vitest';
import { optionalPhotoFileSchema, photoFileSchema } from './photo-file.ts';

const file = (bytes: number, type: string) => new Blob([new Uint8Array(bytes)], { type });

describe('photoFileSchema', () => {
  it.each(['image/jpeg', 'image/png', 'image/gif'])('accepts a %s of exactly 2097152 bytes', (type) => {
    expect(photoFileSchema.safeParse(file(2_097_152, type)).success).toBe(true);
  });

  it("refuses 2097153 bytes with 'File size must be less than 2MB'", () => {
    const result = photoFileSchema.safeParse(file(2_097_153, 'image/png'));
    expect(result.error?.issues.map((i) => i.message)).toEqual(['File size must be less than 2MB']);
  });

  it.each(['image/webp', 'application/pdf', ''])(
    "refuses type '%s' with 'Unsupported file format'",
    (type) => {
      const result = photoFileSchema.safeParse(file(10, type));
      expect(result.error?.issues.map((i) => i.message)).toEqual(['Unsupported file format']);
    },
  );

  it('refuses something that is not a file', () => {
    expect(photoFileSchema.safeParse('photo.png').success).toBe(false);
  });
});

describe('optionalPhotoFileSchema', () => {
  it.each([undefined, null, '', []])('reads %j as no photo', (value) => {
    expect(optionalPhotoFileSchema.parse(value)).toBeUndefined();
  });

  it('reads an empty file (what a form sends for an empty file field) as no photo', () => {
    expect(optionalPhotoFileSchema.safeParse(file(0, 'application/octet-stream'))).toMatchObject({
      success: true,
      data: undefined,
    });
    expect(optionalPhotoFileSchema.safeParse([file(0, '')]).data).toBeUndefined();
  });

  it('takes the first file of a file list', () => {
    const photo = file(100, 'image/gif');
    expect(optionalPhotoFileSchema.parse([photo, file(5, 'image/png')])).toBe(photo);
  });

  it('checks the file it takes', () => {
    const result = optionalPhotoFileSchema.safeParse([file(3_000_000, 'image/png')]);
    expect(result.error?.issues[0]?.message).toBe('File size must be less than 2MB');
  });
});
