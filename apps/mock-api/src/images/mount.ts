import { Hono } from 'hono';
import type { AppState } from '../app-state.ts';
import type { Store } from '../store/store.ts';
import { createImagesApp } from './images-app.ts';

/** Generated and uploaded images at `/images/*`, for `createApp({ mounts })`. */
export const imagesMount = (state: AppState<Store>) =>
  new Hono().route(
    '/images',
    createImagesApp({ store: () => state.store, imageKb: state.env.MOCK_IMAGE_KB }),
  );
