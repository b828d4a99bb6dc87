import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClass } from './Input';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type SelectProps = ComponentProps<'select'> & {
  /** The choices, after any `<option>` children: a list, or labels by value in their order. */
  options?: readonly SelectOption[] | Readonly<Record<string, string>>;
  /** A first choice with the empty value ('Choose…', 'Not assigned'). */
  placeholder?: string;
  /** Classes for the box around the select and its chevron (width, grid placement). */
  wrapperClassName?: string;
};

/**
 * A native select (the phone's own picker) styled like Input, with a chevron. `ref` is a prop (React 19),
 * so `register(name)` from react-hook-form spreads into it.
 */
export function Select({
  className,
  wrapperClassName,
  options,
  placeholder,
  children,
  ...props
}: SelectProps) {
  const list: readonly SelectOption[] = Array.isArray(options)
    ? options
    : Object.entries(options ?? {}).map(([value, label]) => ({ value, label }));
  return (
    <div className={cn('relative', wrapperClassName)}>
      <select
        className={cn(controlClass, 'h-12 cursor-pointer appearance-none pl-4 pr-9', className)}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {children}
        {list.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
