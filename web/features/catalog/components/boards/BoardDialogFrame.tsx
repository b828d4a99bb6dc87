import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';

/**
 * The product dialog's frame: full screen on a phone; from 768 px a wide panel over the board. The
 * content scrolls inside; the close button stays put. Escape, a click outside and the button all close.
 */
export function BoardDialogFrame({
  onClose,
  contentKey,
  children,
}: {
  onClose: () => void;
  /** A new product starts at the top of the panel. */
  contentKey: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(CATALOG);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/55 anim-fade" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-background text-text outline-none anim-fade md:inset-auto md:left-1/2 md:top-1/2 md:max-h-[min(92dvh,64rem)] md:w-[min(66rem,calc(100vw-3rem))] md:-translate-x-1/2 md:-translate-y-1/2 md:overflow-hidden md:rounded-md md:border md:border-border md:shadow-[0_40px_120px_-40px_rgba(0,0,0,0.6)]"
        >
          <div key={contentKey} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            {children}
          </div>
          <Dialog.Close
            aria-label={t('buy.close')}
            className="absolute right-2 top-2 z-20 grid size-11 place-items-center rounded-full md:right-3 md:top-3"
          >
            <span className="grid size-10 place-items-center rounded-full bg-surface/90 text-text shadow-sm ring-1 ring-text/10 backdrop-blur-sm transition-colors hover:bg-surface">
              <X className="size-5" aria-hidden="true" />
            </span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
