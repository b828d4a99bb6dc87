import { Send } from 'lucide-react';
import { useState } from 'react';
import { PLAN_LABELS } from '#contracts/constants';
import type { PlatinumCandidate } from '#contracts/membership';
import { Button } from '../../../components/ui/Button';
import { columnsFor, DataTable, PhoneCard, srOnly } from '../../../components/ui/DataTable';
import { QueryState, Skeletons } from '../../../components/ui/QueryState';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useInviteToPlatinum, usePlatinumCandidates } from '../api/platinum';
import { TabSection } from '../components/TabSection';

const col = columnsFor<PlatinumCandidate>();

/**
 * Platinum candidates (admins only): members who made the card rules' number of paid Signature
 * purchases in the last 12 months and do not hold Platinum, with the Platinum invitation for each.
 */
export function PlatinumTab() {
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
          title: 'Invitation sent',
          description: `${c.name} can accept it from the e-mail.`,
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({ title: 'Could not invite', description: errorMessage(error), variant: 'destructive' }),
    });
  };

  const action = (c: PlatinumCandidate) =>
    invited.has(c.userId) ? (
      <span className="text-sm text-success">Invited</span>
    ) : (
      <Button
        size="sm"
        variant="gold"
        disabled={!c.email || c.cardStatus !== 'active' || (invite.isPending && invite.variables === c.email)}
        onClick={() => send(c)}
      >
        {invite.isPending && invite.variables === c.email ? (
          <Spinner label="Inviting" />
        ) : (
          <>
            <Send aria-hidden="true" /> Invite to Platinum<span className="sr-only"> {c.name}</span>
          </>
        )}
      </Button>
    );

  const columns = [
    col.row('member', 'Member', (c) => (
      <>
        <span className="block font-medium">{c.name}</span>
        <span className="block break-all text-xs text-muted">{c.email ?? 'No e-mail'}</span>
      </>
    )),
    col.row('card', 'Card', (c) => `${PLAN_LABELS[c.plan]}${c.cardStatus === 'active' ? '' : ' (inactive)'}`),
    col.row('purchases', 'Signature purchases', (c) => c.purchases, { className: 'tabular-nums' }),
    col.row('last', 'Last purchase', (c) => formatDate(c.lastPurchaseAt), { className: 'text-muted' }),
    col.row('actions', srOnly('Actions'), action, { className: 'text-right' }),
  ];

  return (
    <TabSection
      title="Platinum candidates"
      description={`Members with ${atLeast ?? 'enough'} or more paid Signature purchases in the last 12 months who do not hold Platinum. Invite them with the Platinum invitation.`}
    >
      <QueryState
        query={candidates}
        pending={<Skeletons count={2} />}
        isEmpty={(data) => data.candidates.length === 0}
        empty="No candidates yet: no member has made enough Signature purchases in the last 12 months."
      >
        {(data) => (
          <DataTable
            label="Platinum candidates"
            rows={data.candidates}
            columns={columns}
            rowKey={(c) => c.userId}
            renderCard={(c) => (
              <PhoneCard
                title={<p className="font-medium">{c.name}</p>}
                facts={[
                  { label: 'E-mail', value: c.email ?? 'No e-mail', className: 'break-all' },
                  { label: 'Card', value: PLAN_LABELS[c.plan] },
                  { label: 'Signature purchases', value: c.purchases, className: 'tabular-nums' },
                  { label: 'Last purchase', value: formatDate(c.lastPurchaseAt) },
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
