import { Hono } from 'hono';
import type { Store } from '../store/store.ts';
import { initials, type PlaceholderOptions, placeholderSvg } from './svg.ts';
import { IMAGE_KINDS, type ImageKind } from './urls.ts';

const isKind = (kind: string): kind is ImageKind => (IMAGE_KINDS as readonly string[]).includes(kind);

/** Label and size of a generated image, named after the entity it shows when the store knows it. */
function describe(store: Store, kind: ImageKind, id: string): Omit<PlaceholderOptions, 'key'> {
  const n = Number(id);
  switch (kind) {
    case 'users': {
      const user = store.users.find((u) => u.id === n);
      return {
        label: user ? initials(`${user.first_name} ${user.last_name}`) : '?',
        width: 240,
        height: 240,
      };
    }
    case 'mentors':
    case 'mentors-blur': {
      const mentor = store.mentors.find((m) => m.id === n);
      return {
        label: mentor ? initials(mentor.name) : '?',
        width: 400,
        height: 400,
        blur: kind === 'mentors-blur',
      };
    }
    case 'events': {
      const event = store.events.find((e) => e.id === n);
      return { label: event ? event.name : 'LWL Event', width: 800, height: 450 };
    }
    case 'videos': {
      const video = store.videos.find((v) => v.id === n);
      return { label: video ? video.category : 'Video', width: 800, height: 450, play: true };
    }
    case 'offers':
    case 'offer-details': {
      const offer = store.partnerCategories.flatMap((c) => c.offers).find((o) => o.offer_id === n);
      const label = offer ? initials(offer.title) : 'LWL';
      return kind === 'offers' ? { label, width: 300, height: 200 } : { label, width: 800, height: 400 };
    }
    case 'packages': {
      const pack = store.packages.find((p) => p.id === n);
      return { label: pack ? pack.name : 'Package', width: 800, height: 450 };
    }
    case 'cities':
      return {
        label: id.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
        width: 160,
        height: 48,
      };
  }
}

/**
 * Images the mock serves itself (nothing loads from the internet), to mount at `/images`:
 * `GET /<kind>/<id>.svg` generated placeholders and `GET /uploads/<id>` uploaded photos.
 */
export function createImagesApp(options: { store: () => Store }) {
  return (
    new Hono()
      // An uploaded photo: the type sniffed from its bytes at upload, never sniffed again by the
      // browser, and no CORS grant (an <img> needs none; other sites' scripts get nothing).
      .get('/uploads/:id', (c) => {
        const upload = options.store().uploads.find((u) => u.id === c.req.param('id'));
        if (!upload) return c.notFound();
        return c.body(Buffer.from(upload.data, 'base64'), 200, {
          'content-type': upload.mime,
          'x-content-type-options': 'nosniff',
          'cache-control': 'no-cache',
        });
      })
      .get('/:kind/:file', (c) => {
        const kind = c.req.param('kind');
        const match = /^([a-z0-9-]+)\.svg$/.exec(c.req.param('file'));
        if (!isKind(kind) || !match?.[1]) return c.notFound();
        const id = match[1];
        const svg = placeholderSvg({
          key: `${kind.replace('-blur', '')}/${id}`,
          ...describe(options.store(), kind, id),
        });
        return c.body(svg, 200, {
          'content-type': 'image/svg+xml; charset=utf-8',
          'cache-control': 'public, max-age=3600',
          'access-control-allow-origin': '*',
        });
      })
  );
}
