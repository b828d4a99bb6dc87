import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import type { SalesPerson } from '#contracts/sales';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format';
import { i18n, useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { SALES } from '../i18n';

/** Copy a referral code; a refused clipboard is only logged. */
function CopyCode({ code }: { code: string }) {
  const { t } = useTranslation(SALES);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      const words = i18n.getFixedT(i18n.language, SALES);
      toast({
        title: words('team.copied'),
        description: words('team.copiedText', { code }),
        variant: 'success',
      });
      setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      console.warn('Copy failed', error);
    }
  };
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={copy}
      aria-label={t('team.copy', { code })}
      className="size-10"
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
    </Button>
  );
}

/** A card per sales person: code with Copy, region, registrations, revenue. */
export function TeamCards({
  people,
  selectedId,
  onSelect,
}: {
  people: SalesPerson[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}) {
  const { t } = useTranslation(SALES);
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('team.list')}>
      {people.map((p) => {
        const selected = p.id === selectedId;
        return (
          <li
            key={p.id}
            className={cn(
              'grid min-w-0 grid-cols-1 gap-4 rounded-[4px] border bg-surface p-5 transition-colors',
              selected ? 'border-gold ring-1 ring-gold' : 'border-border',
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-medium">{p.name}</p>
                <p className="truncate text-sm text-muted">{p.email}</p>
              </div>
              <Badge variant={p.isActive ? 'success' : 'outline'}>
                {p.isActive ? t('team.active') : t('team.inactive')}
              </Badge>
            </div>
            <div className="flex items-center justify-between gap-2 rounded-[3px] bg-surface-2 py-1 pr-1 pl-3">
              <span className="truncate font-mono text-sm tracking-wide">{p.referralCode}</span>
              <CopyCode code={p.referralCode} />
            </div>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div className="min-w-0">
                <dt className="text-xs text-muted">{t('team.region')}</dt>
                <dd className="truncate">{t(`region.${p.region}`)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">{t('team.registrations')}</dt>
                <dd className="tabular-nums">{p.registrations}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted">{t('team.revenue')}</dt>
                <dd className="truncate tabular-nums">{formatRupees(p.totalRevenue)}</dd>
              </div>
            </dl>
            <Button
              size="sm"
              variant={selected ? 'primary' : 'outline'}
              aria-pressed={selected}
              aria-label={
                selected ? t('team.hideFor', { name: p.name }) : t('team.viewFor', { name: p.name })
              }
              onClick={() => onSelect(selected ? null : p.id)}
            >
              {selected ? t('team.hide') : t('team.view')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
