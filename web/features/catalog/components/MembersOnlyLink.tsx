import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { CATALOG } from '../i18n';

/**
 * In place of a buy or vote button, for a limited-edition piece the viewer may not buy (no active card):
 * Members Only, leading to /membership. Cards, the loops panel and the boards dialog use it.
 */
export function MembersOnlyLink({
  productName,
  label,
  ...button
}: { productName: string; label?: ReactNode } & Pick<
  ButtonProps,
  'variant' | 'size' | 'block' | 'className'
>) {
  const { t } = useTranslation(CATALOG);
  return (
    <Button asChild {...button}>
      <Link to={paths.membership} aria-label={t('membersOnlyLink', { name: productName })}>
        <Lock aria-hidden="true" />
        {label ?? t('action.membersOnly')}
      </Link>
    </Button>
  );
}
