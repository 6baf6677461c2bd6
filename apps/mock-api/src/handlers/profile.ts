import { emailChanged, type profileEndpoints, profileMessages } from '@lwl/schemas';
import { savePhoto } from '../images/photo.ts';
import { userImageUrl } from '../images/urls.ts';
import { removeUpload } from '../limits/caps.ts';
import type { HandlerMap } from '../registry/handler.ts';
import type { Sessions } from '../sessions/sessions.ts';
import { findUserByEmail } from '../store/queries.ts';
import type { UserRecord } from '../store/store.ts';
import { updateRecord } from '../store/update-record.ts';
import { gstDetailsUpdate, personalDetailsUpdate } from './profile-updates.ts';
import { badRequest, callerUser, sessionExpired } from './shared.ts';
import { userView } from './user-view.ts';

/** The e-mail is the login name: changing it needs the current password. Null when it matches. */
async function checkCurrentPassword(
  sessions: Sessions,
  user: UserRecord,
  password: string | undefined,
): Promise<string | null> {
  if (!password?.trim()) return profileMessages.currentPasswordRequired;
  const matches = user.passwordHash !== null && (await sessions.verifyPassword(password, user.passwordHash));
  return matches ? null : profileMessages.currentPasswordWrong;
}

export const profileHandlers: HandlerMap<typeof profileEndpoints> = {
  'GET user': (ctx) => {
    const user = callerUser(ctx);
    if (!user) return sessionExpired();
    return { status: 200, body: { status: 1, data: userView(user, ctx.origin) } };
  },

  /** Multipart; the photo is checked by size and by content, stored, and served at `/images/uploads/<id>`. */
  'POST update-personal-details': async (ctx) => {
    const user = callerUser(ctx);
    if (!user) return sessionExpired();
    const input = ctx.input;
    const owner = findUserByEmail(ctx.store, input.email);
    if (owner && owner.id !== user.id) return badRequest(profileMessages.emailTaken);
    if (emailChanged(user.email, input.email)) {
      const refused = await checkCurrentPassword(ctx.sessions, user, input.current_password);
      if (refused) return badRequest(refused);
    }
    let uploadId: string | null = null;
    if (input.image) {
      const saved = await savePhoto(ctx.store, input.image, ctx.now, ctx.env.MOCK_MAX_UPLOAD_BYTES);
      if (!saved.ok) return badRequest(saved.message);
      uploadId = saved.uploadId;
    }
    // Read after the photo is saved: a concurrent save may have replaced it meanwhile.
    const previous = user.imageUploadId;
    uploadId ??= previous;
    updateRecord(user, personalDetailsUpdate(input, uploadId));
    // A replaced photo is shown nowhere any more: it is not kept (uploads are bounded by what is shown).
    if (previous !== uploadId) removeUpload(ctx.store, previous);
    return {
      status: 200,
      body: {
        status: 1,
        message: profileMessages.personalDetailsUpdated,
        data: {
          image: userImageUrl(ctx.origin, user),
          first_name: user.first_name,
          last_name: user.last_name,
        },
      },
    };
  },

  'POST update-gst-details': (ctx) => {
    const user = callerUser(ctx);
    if (!user) return sessionExpired();
    updateRecord(user, gstDetailsUpdate(ctx.input));
    return { status: 200, body: { status: 1, message: profileMessages.gstDetailsUpdated } };
  },
};
