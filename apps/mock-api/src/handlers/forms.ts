import {
  type applicationEndpoints,
  applicationMessages,
  type enquiryEndpoints,
  enquiryMessages,
} from '@lwl/schemas';
import { savePhoto } from '../images/photo.ts';
import { fieldsBytes, limitMessages, RECORD_LIMITS, removeUpload, windowWaitMs } from '../limits/caps.ts';
import type { HandlerMap } from '../registry/handler.ts';
import { nextId } from '../store/ids.ts';
import type { FormFields, Store } from '../store/store.ts';
import { badRequest, callerUser, sessionExpired, tooManyRequests } from './shared.ts';

/** Drops absent values so the stored submission holds what was sent. */
const present = (fields: Record<string, string | string[] | undefined>): FormFields =>
  Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined),
  );

export const enquiryHandlers: HandlerMap<typeof enquiryEndpoints> = {
  /**
   * At most 3 per address from one client a day and 20 per remote client an hour (429), and
   * `MOCK_MAX_ENQUIRIES` kept in all (400): docs/mock-limits.md.
   */
  'POST uaeEnquiry': ({ store, input, now, guards, client, env }) => {
    const address = input.email.trim().toLowerCase();
    const waitMs = guards.enquiries.retryAfterMs(address, client);
    if (waitMs > 0) return tooManyRequests(limitMessages.tooManyEnquiries, waitMs);
    if (store.enquiries.length >= env.MOCK_MAX_ENQUIRIES)
      return badRequest(limitMessages.enquiriesFull(env.MOCK_MAX_ENQUIRIES));
    guards.enquiries.record(address, client);
    store.enquiries.push({
      id: nextId(store, 'enquiry'),
      fields: present(input),
      created_at: now.toISOString(),
    });
    return { status: 200, body: { status: 1, message: enquiryMessages.success } };
  },
};

/**
 * A member's applications over 3 a day (429), or the store's over `MOCK_MAX_APPLICATION_BYTES` with
 * this one (400).
 */
function applicationRefusal(store: Store, userId: number, now: Date, fields: FormFields, maxBytes: number) {
  const mine = store.applications.filter((a) => a.user_id === userId).map((a) => a.created_at);
  const waitMs = windowWaitMs(mine, RECORD_LIMITS.applicationsPerMember, now);
  if (waitMs > 0) return tooManyRequests(limitMessages.tooManyApplications, waitMs);
  const kept = store.applications.reduce((sum, a) => sum + fieldsBytes(a.fields), 0);
  return kept + fieldsBytes(fields) > maxBytes ? badRequest(limitMessages.applicationsFull(maxBytes)) : null;
}

export const applicationHandlers: HandlerMap<typeof applicationEndpoints> = {
  /**
   * The photo is checked by content and stored; the submission keeps its upload id. At most 3 a day
   * per member (429) and `MOCK_MAX_APPLICATION_BYTES` kept in all (400), checked before the photo is kept
   * and again once it is (a concurrent call may have taken the last place meanwhile).
   */
  'POST new-member-form': async (ctx) => {
    const user = callerUser(ctx);
    if (!user) return sessionExpired();
    const { professional_image: image, ...fields } = ctx.input;
    const stored = present(fields);
    const max = ctx.env.MOCK_MAX_APPLICATION_BYTES;
    const early = applicationRefusal(ctx.store, user.id, ctx.now, stored, max);
    if (early) return early;
    let uploadId: string | null = null;
    if (image) {
      const saved = await savePhoto(ctx.store, image, ctx.now, ctx.env.MOCK_MAX_UPLOAD_BYTES);
      if (!saved.ok) return badRequest(saved.message);
      uploadId = saved.uploadId;
    }
    const refused = applicationRefusal(ctx.store, user.id, ctx.now, stored, max);
    if (refused) {
      removeUpload(ctx.store, uploadId);
      return refused;
    }
    ctx.store.applications.push({
      id: nextId(ctx.store, 'application'),
      user_id: user.id,
      fields: { ...stored, professional_image: uploadId },
      created_at: ctx.now.toISOString(),
    });
    return { status: 200, body: { status: 1, message: applicationMessages.success } };
  },
};
