import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-[0.65rem] font-semibold uppercase leading-none tracking-[0.14em]',
  {
    variants: {
      variant: {
        neutral: 'bg-surface/95 text-text ring-1 ring-border',
        accent: 'bg-accent text-accent-foreground',
        gold: 'bg-gold text-gold-foreground',
        success: 'bg-success/15 text-success ring-1 ring-success/30',
        info: 'bg-info/15 text-info ring-1 ring-info/30',
        vote: 'bg-vote/15 text-vote ring-1 ring-vote/30',
        outline: 'ring-1 ring-text/25 text-text',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
