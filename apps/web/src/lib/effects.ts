/** The effects shared by every machine of the app, for `machine.provide({ actions })`. */
import type { NavigateParams, ToastParams } from '@lwl/machines';
import { navigateTo, reloadPage } from './navigation.ts';
import { showToast } from './toast.ts';

export const appActions = {
  showToast: (_: unknown, params: ToastParams) => showToast(params),
  navigate: (_: unknown, params: NavigateParams) => navigateTo(params.to),
  reloadPage: () => reloadPage(),
};
