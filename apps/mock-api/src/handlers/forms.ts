import {
  type applicationEndpoints,
  applicationMessages,
  type enquiryEndpoints,
  enquiryMessages,
} from '@lwl/schemas';
import { savePhoto } from '../images/photo.ts';
import type { HandlerMap } from '../registry/handler.ts';
import { nextId } from '../store/ids.ts';
import type { FormFields } from '../store/store.ts';
import { badRequest, callerUser, sessionExpired } from './shared.ts';

/** Drops absent values so the stored submission holds what was sent. */
const present = (fields: Record<string, string | string[] | undefined>): FormFields =>
  Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined),
  );

export const enquiryHandlers: HandlerMap<typeof enquiryEndpoints> = {
  'POST uaeEnquiry': ({ store, input, now }) => {
    store.enquiries.push({
      id: nextId(store, 'enquiry'),
      fields: present(input),
      created_at: now.toISOString(),
    });
    return { status: 200, body: { status: 1, message: enquiryMessages.success } };
  },
};

export const applicationHandlers: HandlerMap<typeof applicationEndpoints> = {
  /** The photo is checked by content and stored; the submission keeps its upload id. */
  'POST new-member-form': async (ctx) => {
    const user = callerUser(ctx);
    if (!user) return sessionExpired();
    const { professional_image: image, ...fields } = ctx.input;
    let uploadId: string | null = null;
    if (image) {
      const saved = await savePhoto(ctx.store, image, ctx.now);
      if (!saved.ok) return badRequest(saved.message);
      uploadId = saved.uploadId;
    }
    ctx.store.applications.push({
      id: nextId(ctx.store, 'application'),
      user_id: user.id,
      fields: { ...present(fields), professional_image: uploadId },
      created_at: ctx.now.toISOString(),
    });
    return { status: 200, body: { status: 1, message: applicationMessages.success } };
  },
};
