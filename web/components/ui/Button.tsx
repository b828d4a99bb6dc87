import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-[3px] font-medium',
    'uppercase tracking-[0.16em] text-[0.72rem] transition-[background-color,color,border-color,opacity,transform]',
    'duration-200 select-none disabled:pointer-events-none disabled:opacity-45 aria-disabled:opacity-45',
    '[&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-accent text-accent-foreground hover:bg-accent/90 active:translate-y-px',
        outline: 'border border-text/25 bg-transparent text-text hover:border-text/60 hover:bg-text/[0.04]',
        gold: 'bg-gold text-gold-foreground hover:bg-gold/90 active:translate-y-px',
        ghost: 'bg-transparent text-text hover:bg-text/[0.06]',
        subtle: 'bg-surface text-text border border-border hover:border-text/30',
        destructive: 'bg-danger text-white hover:bg-danger/90',
        link: 'h-auto px-0 normal-case tracking-normal text-sm underline-offset-4 hover:underline text-text',
      },
      size: {
        sm: 'h-10 px-4',
        md: 'h-11 px-6',
        lg: 'h-13 px-8 text-[0.75rem]',
        icon: 'size-11 p-0 tracking-normal',
      },
      block: { true: 'w-full' },
    },
    compoundVariants: [{ variant: 'link', class: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a Link) with the button's look. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, block, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      className={cn(buttonVariants({ variant, size, block }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
