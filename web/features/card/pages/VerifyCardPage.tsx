import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, CircleSlash, ShieldQuestion } from 'lucide-react';
import { useParams } from 'react-router';
import type { CardVerification } from '#contracts/membership';
import { PageSpinner } from '../../../components/ui/Spinner';
import { apiJson, errorMessage, errorStatus } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';
import { CARD_CHECK } from '../check-i18n';

/**
 * /verify-card/{token}: what store staff see when they scan a member's QR code: whether the card is
 * active and the member's first name, nothing else (a scan must not show a stranger more). A bad, old or
 * reissued link says so.
 */
export function VerifyCardPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation(CARD_CHECK);
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription'), noindex: true });
  const check = useQuery({
    queryKey: ['/api/verify-card', token] as const,
    queryFn: ({ signal }) =>
      apiJson<CardVerification>('GET', `/api/verify-card/${encodeURIComponent(token)}`, undefined, {
        signal,
      }),
    retry: false,
  });

  if (check.isPending) return <PageSpinner label={t('checking')} />;

  let icon = <ShieldQuestion aria-hidden="true" className="size-14 text-muted" />;
  let title = t('invalid');
  let text = errorMessage(check.error);
  let tone = 'border-border';
  if (check.isError && errorStatus(check.error) !== 404) {
    title = t('failed');
    text = t('retry');
  } else if (check.data?.status === 'active') {
    icon = <BadgeCheck aria-hidden="true" className="size-14 text-success" />;
    title = t('active');
    text = t('activeText');
    tone = 'border-success/50';
  } else if (check.data) {
    icon = <CircleSlash aria-hidden="true" className="size-14 text-danger" />;
    title = t('inactive');
    text = t('inactiveText');
    tone = 'border-danger/50';
  }

  return (
    <section className="container-page flex flex-1 items-center justify-center py-16">
      <div
        className={`grid w-full max-w-sm justify-items-center gap-4 rounded-[4px] border-2 bg-surface p-8 text-center ${tone}`}
      >
        <p className="eyebrow text-gold">{t('eyebrow')}</p>
        {icon}
        <h1 className="font-display text-4xl">{title}</h1>
        {check.data?.firstName ? <p className="text-2xl">{check.data.firstName}</p> : null}
        <p className="text-sm leading-relaxed text-muted">{text}</p>
      </div>
    </section>
  );
}
