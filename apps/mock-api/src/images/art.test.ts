import { describe, expect, it } from 'vitest';
import { createSeed } from '../store/seed.ts';
import { colourOf, wrapText } from './art.ts';
import { createImagesApp } from './images-app.ts';

const store = createSeed(new Date('2025-03-10T09:30:00Z'));
const app = createImagesApp({ store: () => store });
const get = async (path: string) => (await app.request(path)).text();
const dims = (svg: string) =>
  /<svg[^>]* width="(\d+)" height="(\d+)" viewBox="0 0 \1 \2"/.exec(svg)?.slice(1);

describe('designed images', () => {
  it('draws an event banner in its series colour with the series, never the name, date or city', async () => {
    const event = store.events.find((e) => !e.title.includes(e.city));
    if (!event) throw new Error('no seeded event');
    const svg = await get(`/events/${event.id}.svg`);
    expect(dims(svg)).toEqual(['800', '450']);
    expect(svg).toContain(colourOf(event.title)[0]);
    for (const word of event.title.split(' ')) expect(svg).toContain(word);
    // The card writes these beside the image.
    expect(svg).not.toContain(event.name);
    expect(svg).not.toContain(event.city);
    expect(svg).not.toMatch(/>\d{1,2} [A-Z][a-z]{2} \d{4}/);
  });

  it('draws portraits as initials, partner logos as wordmarks and videos with a play badge', async () => {
    expect(dims(await get('/mentors/1.svg'))).toEqual(['400', '400']);
    const offer = store.partnerCategories[0]?.offers[0];
    if (!offer) throw new Error('no seeded offer');
    const logo = await get(`/offers/${offer.offer_id}.svg`);
    expect(dims(logo)).toEqual(['300', '200']);
    expect(logo).toContain((offer.title.split(':')[0] ?? '').trim().toUpperCase());
    const video = store.videos[0];
    if (!video) throw new Error('no seeded video');
    const poster = await get(`/videos/${video.id}.svg`);
    expect(poster).toContain(`>${video.category}</text>`);
    expect(poster).toContain('>Watch</text>');
  });

  it('still answers a neutral image for an id the store does not know', async () => {
    const svg = await get('/events/9999.svg');
    expect(svg).toContain('LWL Event');
  });
});

describe('wrapText', () => {
  it('breaks at words and marks a cut with an ellipsis', () => {
    expect(wrapText('Women in Leadership Summit', 22, 3)).toEqual(['Women in Leadership', 'Summit']);
    expect(wrapText('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('Supercalifragilistic', 5, 2)).toEqual(['Supercalifragilistic']);
  });
});
