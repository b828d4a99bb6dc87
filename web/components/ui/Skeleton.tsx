import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-[3px] bg-text/[0.07] motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
