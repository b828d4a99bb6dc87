import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A Radix Dialog as a modal panel: a side sheet, a full screen or a centred dialog. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const panelVariants = cva('fixed z-50 flex flex-col bg-background text-text shadow-2xl outline-none', {
  variants: {
    side: {
      right: 'inset-y-0 right-0 h-dvh w-full sm:max-w-[28rem] border-l border-border anim-sheet-right',
      left: 'inset-y-0 left-0 h-dvh w-[86%] max-w-[22rem] border-r border-border anim-sheet-left',
      full: 'inset-0 h-dvh w-full anim-fade',
      center:
        'left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-md border border-border anim-pop',
    },
  },
  defaultVariants: { side: 'right' },
});

type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof panelVariants> & {
    title: ReactNode;
    /** Read by screen readers; visually hidden unless showDescription. */
    description: ReactNode;
    showHeader?: boolean;
    headerExtra?: ReactNode;
    closeLabel?: string;
  };

export function SheetContent({
  className,
  side,
  title,
  description,
  showHeader = true,
  headerExtra,
  closeLabel = 'Close',
  children,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/45 backdrop-blur-[2px] anim-fade" />
      <DialogPrimitive.Content className={cn(panelVariants({ side }), className)} {...props}>
        {showHeader ? (
          <div className="flex min-h-16 items-center justify-between gap-4 border-b border-border px-5 sm:px-6">
            <DialogPrimitive.Title className="font-display text-2xl font-medium leading-none lining-nums">
              {title}
            </DialogPrimitive.Title>
            <div className="flex items-center gap-1">
              {headerExtra}
              <DialogPrimitive.Close
                aria-label={closeLabel}
                className="-mr-2 inline-grid size-11 place-items-center rounded-full text-text/80 transition-colors hover:bg-text/[0.06] hover:text-text"
              >
                <X className="size-5" aria-hidden="true" />
              </DialogPrimitive.Close>
            </div>
          </div>
        ) : (
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
        )}
        <DialogPrimitive.Description className="sr-only">{description}</DialogPrimitive.Description>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
