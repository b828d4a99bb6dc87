import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { LIMITS } from '#contracts/constants';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/i18n';
import { dismissToast, type ToastVariant, useToasts } from '../lib/toast';

const ICONS: Record<ToastVariant, typeof Info> = {
  default: Info,
  success: CircleCheck,
  destructive: CircleAlert,
};

/** Toasts closed by one of their actions (their onDismiss does not run). */
const acted = new Set<string>();

/** Radix toasts: one at a time, 5 s, swipe right 50 px, F8 focuses the area. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={LIMITS.toastDurationMs}
      swipeDirection="right"
      swipeThreshold={LIMITS.toastSwipeThresholdPx}
      label={t('toast.region')}
    >
      {toasts.map(({ id, title, description, variant = 'default', duration, open, actions, onDismiss }) => {
        const Icon = ICONS[variant];
        return (
          <ToastPrimitive.Root
            key={id}
            open={open}
            duration={duration}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(next) => {
              if (next) return;
              if (!acted.has(id)) onDismiss?.();
              dismissToast(id);
            }}
            className={cn(
              'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-md border p-4 pr-12 shadow-[0_18px_50px_-20px_rgba(0,0,0,0.45)]',
              variant === 'destructive'
                ? 'border-danger/40 bg-surface text-text'
                : 'border-border bg-surface text-text',
            )}
          >
            <Icon
              aria-hidden="true"
              className={cn(
                'mt-0.5 size-5 shrink-0',
                variant === 'destructive' && 'text-danger',
                variant === 'success' && 'text-success',
                variant === 'default' && 'text-gold',
              )}
            />
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold leading-snug">
                {title}
              </ToastPrimitive.Title>
              {description ? (
                <ToastPrimitive.Description className="text-sm leading-snug text-muted">
                  {description}
                </ToastPrimitive.Description>
              ) : null}
              {actions?.length ? (
                <div className="mt-2 flex flex-wrap gap-2">
                  {actions.map((action, index) => (
                    <ToastPrimitive.Action
                      key={action.label}
                      altText={action.altText ?? action.label}
                      onClick={() => {
                        acted.add(id);
                        action.onClick();
                      }}
                      className={cn(
                        'inline-flex min-h-10 items-center rounded-full px-4 text-sm font-medium transition-colors',
                        index === 0
                          ? 'bg-accent text-accent-foreground hover:bg-accent/90'
                          : 'border border-border text-text hover:bg-text/[0.06]',
                      )}
                    >
                      {action.label}
                    </ToastPrimitive.Action>
                  ))}
                </div>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label={t('toast.dismiss')}
              className="absolute right-1.5 top-1.5 inline-grid size-10 place-items-center rounded-full text-muted transition-colors hover:bg-text/[0.06] hover:text-text"
            >
              <X className="size-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      {/* Where nothing a person needs next sits: on phones over the header's bar (the page, a drawer's
          lines and footer, a form's checklist and the plan cards stay clear), top-right under the header
          wider (beside an open cart drawer, see .toast-viewport in index.css). */}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="toast-viewport fixed inset-x-0 top-0 z-[100] mx-auto flex max-h-dvh w-full max-w-md flex-col gap-2 px-3 pt-2 outline-none sm:top-16 sm:left-auto sm:right-4 sm:mx-0 sm:max-w-sm sm:px-0 md:top-20 md:pt-3"
      />
    </ToastPrimitive.Provider>
  );
}
