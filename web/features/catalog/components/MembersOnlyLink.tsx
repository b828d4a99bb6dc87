import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '../../../components/ui/Button';
import { paths } from '../../../lib/paths';

/**
 * In place of a buy or vote button, for a limited-edition piece the viewer may not buy (no active card):
 * Members Only, leading to /membership. Cards, the loops panel and the boards dialog use it.
 */
export function MembersOnlyLink({
  productName,
  label = 'Members Only',
  ...button
}: { productName: string; label?: ReactNode } & Pick<
  ButtonProps,
  'variant' | 'size' | 'block' | 'className'
>) {
  return (
    <Button asChild {...button}>
      <Link to={paths.membership} aria-label={`Members only: ${productName}. Explore membership`}>
        <Lock aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
