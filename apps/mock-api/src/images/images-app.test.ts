import { describe, expect, it } from 'vitest';
import { createSeed } from '../store/seed.ts';
import { createImagesApp } from './images-app.ts';
import { sniffPhoto } from './photo.ts';
import { initials } from './svg.ts';

const store = createSeed(new Date('2025-03-10T09:30:00Z'));
const app = createImagesApp({ store: () => store });

describe('images', () => {
  it('generates an SVG named after the entity, the same every time', async () => {
    const res = await app.request('/users/1.svg');
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toContain('>AR</text>');
    expect(await (await app.request('/users/1.svg')).text()).toBe(svg);
    expect(await (await app.request('/mentors-blur/1.svg')).text()).toContain('feGaussianBlur');
  });

  it('weighs a photograph with imageKb: the same drawing and the same bytes every time', async () => {
    const heavy = createImagesApp({ store: () => store, imageKb: 120 });
    const plain = await (await app.request('/events/1.svg')).text();
    const svg = await (await heavy.request('/events/1.svg')).text();
    expect(plain.length).toBeLessThan(4 * 1024);
    expect(svg.length).toBeGreaterThanOrEqual(120 * 1024);
    expect(svg.startsWith(plain.replace(/<\/svg>$/, ''))).toBe(true);
    expect(svg.endsWith('--></svg>')).toBe(true);
    expect(await (await heavy.request('/events/1.svg')).text()).toBe(svg);
  });

  it('answers 404 for unknown kinds, names and uploads', async () => {
    expect((await app.request('/nothing/1.svg')).status).toBe(404);
    expect((await app.request('/users/1.png')).status).toBe(404);
    expect((await app.request('/uploads/99')).status).toBe(404);
  });

  it('takes initials and sniffs photo types by content', () => {
    expect(initials('Women in Leadership Summit')).toBe('WS');
    expect(sniffPhoto(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffPhoto(new TextEncoder().encode('GIF89a...'))).toBe('image/gif');
    expect(sniffPhoto(new TextEncoder().encode('<svg'))).toBeNull();
  });
});
