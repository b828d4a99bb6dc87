import { Send } from 'lucide-react';
import { useState } from 'react';
import type { PlatinumCandidate } from '#contracts/membership';
import { Button } from '../../../components/ui/Button';
import { columnsFor, DataTable, PhoneCard, srOnly } from '../../../components/ui/DataTable';
import { QueryState, Skeletons } from '../../../components/ui/QueryState';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useInviteToPlatinum, usePlatinumCandidates } from '../api/platinum';
import { TabSection } from '../components/TabSection';
import { ADMIN } from '../i18n';

const col = columnsFor<PlatinumCandidate>();

/**
 * Platinum candidates (admins only): members who made the card rules' number of paid Signature
 * purchases in the last 12 months and do not hold Platinum, with the Platinum invitation for each.
 */
export function PlatinumTab() {
  const { t } = useTranslation(ADMIN);
  const candidates = usePlatinumCandidates();
  const invite = useInviteToPlatinum();
  const [invited, setInvited] = useState<ReadonlySet<string>>(new Set());
  const atLeast = candidates.data?.atLeast;

  const send = (c: PlatinumCandidate) => {
    if (!c.email) return;
    invite.mutate(c.email, {
      onSuccess: () => {
        setInvited((done) => new Set(done).add(c.userId));
        toast({
          title: t('platinum.invited'),
          description: t('platinum.invitedText', { name: c.name }),
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({ title: t('platinum.failed'), description: errorMessage(error), variant: 'destructive' }),
    });
  };

  const action = (c: PlatinumCandidate) =>
    invited.has(c.userId) ? (
      <span className="text-sm text-success">{t('platinum.done')}</span>
    ) : (
      <Button
        size="sm"
        variant="gold"
        disabled={!c.email || c.cardStatus !== 'active' || (invite.isPending && invite.variables === c.email)}
        onClick={() => send(c)}
      >
        {invite.isPending && invite.variables === c.email ? (
          <Spinner label={t('platinum.inviting')} />
        ) : (
          <>
            <Send aria-hidden="true" /> {t('platinum.invite')}
            <span className="sr-only"> {c.name}</span>
          </>
        )}
      </Button>
    );

  const columns = [
    col.row('member', t('platinum.col.member'), (c) => (
      <>
        <span className="block font-medium">{c.name}</span>
        <span className="block break-all text-xs text-muted">{c.email ?? t('platinum.noEmail')}</span>
      </>
    )),
    col.row('card', t('platinum.col.card'), (c) =>
      c.cardStatus === 'active'
        ? t(`plan.${c.plan}`)
        : t('platinum.inactiveCard', { plan: t(`plan.${c.plan}`) }),
    ),
    col.row('purchases', t('platinum.col.purchases'), (c) => c.purchases, { className: 'tabular-nums' }),
    col.row('last', t('platinum.col.last'), (c) => formatDate(c.lastPurchaseAt), { className: 'text-muted' }),
    col.row('actions', srOnly(t('platinum.col.actions')), action, { className: 'text-right' }),
  ];

  return (
    <TabSection
      title={t('platinum.title')}
      description={
        atLeast === undefined
          ? t('platinum.descriptionEnough')
          : t('platinum.description', { count: atLeast })
      }
    >
      <QueryState
        query={candidates}
        pending={<Skeletons count={2} />}
        isEmpty={(data) => data.candidates.length === 0}
        empty={t('platinum.empty')}
      >
        {(data) => (
          <DataTable
            label={t('platinum.title')}
            rows={data.candidates}
            columns={columns}
            rowKey={(c) => c.userId}
            renderCard={(c) => (
              <PhoneCard
                title={<p className="font-medium">{c.name}</p>}
                facts={[
                  {
                    label: t('platinum.col.email'),
                    value: c.email ?? t('platinum.noEmail'),
                    className: 'break-all',
                  },
                  { label: t('platinum.col.card'), value: t(`plan.${c.plan}`) },
                  { label: t('platinum.col.purchases'), value: c.purchases, className: 'tabular-nums' },
                  { label: t('platinum.col.last'), value: formatDate(c.lastPurchaseAt) },
                ]}
              >
                <div className="flex justify-end">{action(c)}</div>
              </PhoneCard>
            )}
          />
        )}
      </QueryState>
    </TabSection>
  );
}
