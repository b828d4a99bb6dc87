import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';

/**
 * "A new version is ready": a new service worker has installed beside the one in charge and waits.
 * Nothing changes under the page until she presses Refresh: then `activate` asks the waiting worker
 * to take over (SKIP_WAITING) and the page reloads once, on the new build. Until then the page keeps
 * running on the build it started with, so it never breaks mid-session.
 */
export function showUpdateToast(activate: () => void): void {
  toast({
    title: i18n.t('common:pwa.update.title'),
    description: i18n.t('common:pwa.update.description'),
    // It stays until she chooses: an update is never applied behind her back.
    duration: Number.POSITIVE_INFINITY,
    actions: [
      {
        label: i18n.t('common:pwa.update.refresh'),
        altText: i18n.t('common:pwa.update.refreshHint'),
        onClick: activate,
      },
    ],
  });
}

/**
 * The reload after the new worker takes over, once only, and only in the page that asked for it (another
 * tab's Refresh leaves this page as it is; its own toast then reloads it).
 */
export function reloadOnce(reload: () => void = () => window.location.reload()) {
  let asked = false;
  let reloaded = false;
  return {
    /** Refresh was pressed here. */
    ask() {
      asked = true;
    },
    /** The new worker controls the page. */
    controlling() {
      if (!asked || reloaded) return;
      reloaded = true;
      reload();
    },
    get asked() {
      return asked;
    },
  };
}
