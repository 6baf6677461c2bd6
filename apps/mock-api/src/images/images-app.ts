import { Hono } from 'hono';
import { platformCrypto } from '#platform/crypto';
import { fromBase64, toBase64 } from '../platform/bytes.ts';
import type { Store } from '../store/store.ts';
import { cityChip, eventBanner, packageArt, portrait, videoThumbnail, wordmark } from './art.ts';
import { IMAGE_KINDS, type ImageKind } from './urls.ts';

const isKind = (kind: string): kind is ImageKind => (IMAGE_KINDS as readonly string[]).includes(kind);

/** The generated image of a record, drawn for its kind; a neutral one when the store does not know it. */
function draw(store: Store, kind: ImageKind, id: string): string {
  const n = Number(id);
  const key = `${kind.replace('-blur', '')}/${id}`;
  switch (kind) {
    case 'users': {
      const user = store.users.find((u) => u.id === n);
      return portrait(key, user ? `${user.first_name} ${user.last_name}` : 'LWL Member', 240);
    }
    case 'mentors':
    case 'mentors-blur': {
      const mentor = store.mentors.find((m) => m.id === n);
      return portrait(key, mentor ? mentor.name : 'LWL Mentor', 400, kind === 'mentors-blur');
    }
    case 'events': {
      const event = store.events.find((e) => e.id === n);
      return eventBanner({ key, series: event ? event.title : 'LWL Event' });
    }
    case 'videos': {
      const video = store.videos.find((v) => v.id === n);
      return videoThumbnail(
        video ? video.title.replace(/^[^:]+:\s*/, '') : 'LWL video',
        video?.category ?? 'Video',
      );
    }
    case 'offers':
    case 'offer-details': {
      const offer = store.partnerCategories.flatMap((c) => c.offers).find((o) => o.offer_id === n);
      // 'Partner: 20% off' → the partner's name.
      const partner = offer ? (offer.title.split(':')[0] ?? offer.title).trim() : 'LWL Partner';
      return kind === 'offers'
        ? wordmark(`offers/${id}`, partner, 300, 200)
        : wordmark(`offers/${id}`, partner, 800, 400);
    }
    case 'packages': {
      const pack = store.packages.find((p) => p.id === n);
      return packageArt(key, pack ? pack.name : 'LWL Package');
    }
    case 'cities':
      return cityChip(
        key,
        id.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
      );
  }
}

/**
 * About `kb` kB that compress little, the same every time, as an SVG comment: the drawings weigh
 * about 1 kB where the backend's photographs weigh a hundred or more (`MOCK_IMAGE_KB`).
 */
function photoWeight(kb: number): string {
  const blocks: string[] = [];
  let block = platformCrypto.sha256('lwl-photo-weight');
  for (let length = 0; length < kb * 1024; length += 44) {
    blocks.push(toBase64(block));
    block = platformCrypto.sha256(block);
  }
  return blocks.length === 0 ? '' : `<!-- ${blocks.join('').slice(0, kb * 1024)} -->`;
}

/**
 * Images the mock serves itself (nothing loads from the internet), to mount at `/images`:
 * `GET /<kind>/<id>.svg` generated placeholders and `GET /uploads/<id>` uploaded photos. `imageKb`
 * makes each placeholder that much heavier, to measure a page with images of a photograph's weight.
 */
export function createImagesApp(options: { store: () => Store; imageKb?: number }) {
  const weight = photoWeight(options.imageKb ?? 0);
  return (
    new Hono()
      // An uploaded photo: the type sniffed from its bytes at upload, never sniffed again by the
      // browser, and no CORS grant (an <img> needs none; other sites' scripts get nothing).
      .get('/uploads/:id', (c) => {
        const upload = options.store().uploads.find((u) => u.id === c.req.param('id'));
        if (!upload) return c.notFound();
        return c.body(fromBase64(upload.data), 200, {
          'content-type': upload.mime,
          'x-content-type-options': 'nosniff',
          'cache-control': 'no-cache',
        });
      })
      .get('/:kind/:file', (c) => {
        const kind = c.req.param('kind');
        const match = /^([a-z0-9-]+)\.svg$/.exec(c.req.param('file'));
        if (!isKind(kind) || !match?.[1]) return c.notFound();
        const svg = draw(options.store(), kind, match[1]);
        return c.body(weight ? svg.replace(/<\/svg>$/, `${weight}</svg>`) : svg, 200, {
          'content-type': 'image/svg+xml; charset=utf-8',
          'cache-control': 'public, max-age=3600',
          'access-control-allow-origin': '*',
        });
      })
  );
}
