import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { type ComponentProps, createContext, type ReactNode, useContext, useState } from 'react';
import { cn } from '../../lib/cn';

/** Whether the sheet around has ever been open (true outside a Sheet: a bare Radix root draws it). */
const OpenedBefore = createContext(true);

/**
 * A Radix Dialog as a modal panel: a side sheet, a full screen or a centred dialog. Its panel is drawn
 * from its first opening on, not before: a closed Radix dialog's portal still mounts its presence
 * watchers, each making an urgent update as React attaches it, so a page's first commit (with a menu
 * sheet or two in its header) would draw again in the same task, with every effect that commit left,
 * on a slow phone a long task. Once opened, Radix keeps it as it would (the closing animation plays).
 */
export function Sheet({
  open,
  defaultOpen,
  onOpenChange,
  ...props
}: ComponentProps<typeof DialogPrimitive.Root>) {
  const [own, setOwn] = useState(defaultOpen ?? false);
  const isOpen = open ?? own;
  const [opened, setOpened] = useState(isOpen);
  // Set while rendering (React draws this sheet again at once, before its children commit).
  if (isOpen && !opened) setOpened(true);
  return (
    <OpenedBefore.Provider value={opened}>
      <DialogPrimitive.Root
        {...props}
        open={isOpen}
        onOpenChange={(next) => {
          if (open === undefined) setOwn(next);
          onOpenChange?.(next);
        }}
      />
    </OpenedBefore.Provider>
  );
}
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
  if (!useContext(OpenedBefore)) return null;
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
