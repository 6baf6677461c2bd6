/** Runs in the page: PNG (base64) → WebP (base64) at `width`, quality 0.6 (no image element: no CSP). */
export async function encodeWebp({ png, width }: { png: string; width: number }): Promise<string> {
  const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const canvas = new OffscreenCanvas(width, Math.round((bitmap.height * width) / bitmap.width));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const webp = new Uint8Array(
    await (await canvas.convertToBlob({ type: 'image/webp', quality: 0.6 })).arrayBuffer(),
  );
  let text = '';
  for (const byte of webp) text += String.fromCharCode(byte);
  return btoa(text);
}
