import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';

/**
 * A menu's button as the page's first frame draws it, before Radix's menu: Radix's trigger hands
 * itself to the menu's placement as React attaches it, an urgent update that would make the page's first
 * commit draw again in the same task (with every effect that commit left). It looks and reads the same,
 * and opens the menu as Radix's trigger would: on the press (not on the click that follows it, which may
 * reach a button already replaced by Radix's) and on Enter, Space or the down arrow.
 */
export function MenuButtonBeforePaint({
  label,
  className,
  onOpen,
  children,
}: {
  label: string;
  className: string;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={className}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) {
          // As Radix's trigger does: the press does not also focus the button (by now Radix's, drawn in
          // its place), which would take the focus from the menu just opened and close it again.
          event.preventDefault();
          onOpen();
        }
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
          event.preventDefault();
          onOpen();
        }
      }}
      // Assistive technology that clicks without a press.
      onClick={onOpen}
    >
      {children}
    </button>
  );
}
