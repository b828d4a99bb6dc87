import { QRCodeSVG } from 'qrcode.react';
import { Button } from '../../../components/ui/Button';
import { QueryError } from '../../../components/ui/QueryState';
import { Spinner } from '../../../components/ui/Spinner';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useConfirmSecondFactor, useRenewRecoveryCodes, useStartSecondFactor } from '../api/second-factor';
import { ADMIN } from '../i18n';
import { CodeForm } from './CodeForm';

/** Setting up two-step sign-in: scan the QR code (or type the secret), then confirm with a code. */
export function SecondFactorSetup({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation(ADMIN);
  const start = useStartSecondFactor();
  const confirm = useConfirmSecondFactor();
  if (!start.data) {
    return (
      <div className="grid justify-items-start gap-3">
        <Button onClick={() => start.mutate()} disabled={start.isPending}>
          {start.isPending ? <Spinner label={t('security.starting')} /> : t('security.setUp')}
        </Button>
        {start.isError ? <QueryError error={start.error} /> : null}
      </div>
    );
  }
  const { otpauthUrl, secret } = start.data;
  return (
    <ol className="grid gap-8">
      <li className="grid gap-4">
        <h3 className="font-display text-2xl">{t('security.scan')}</h3>
        <div className="flex flex-wrap items-center gap-6">
          <QRCodeSVG
            value={otpauthUrl}
            size={176}
            level="M"
            marginSize={2}
            title={t('security.qrTitle')}
            className="rounded-[4px] bg-white"
          />
          <div className="grid min-w-0 gap-1 text-sm">
            <p className="text-muted">{t('security.cannotScan')}</p>
            <code data-testid="totp-secret" className="break-all font-mono text-base tracking-wider">
              {secret}
            </code>
          </div>
        </div>
      </li>
      <li className="grid gap-4">
        <h3 className="font-display text-2xl">{t('security.enterCode')}</h3>
        <CodeForm
          submitLabel={t('security.turnOn')}
          pending={confirm.isPending}
          onCode={async (code) => onCodes((await confirm.mutateAsync({ code })).recoveryCodes)}
        />
      </li>
    </ol>
  );
}

/** Two-step sign-in is on: new recovery codes (they replace the old ones) for a code from the app. */
export function RenewRecoveryCodes({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation(ADMIN);
  const renew = useRenewRecoveryCodes();
  return (
    <div className="grid gap-4">
      <p className="rounded-[4px] border border-border bg-surface p-4 text-sm">{t('security.isOn')}</p>
      <div className="grid gap-2">
        <h3 className="font-display text-2xl">{t('security.newCodes')}</h3>
        <p className="text-sm text-muted">{t('security.newCodesText')}</p>
      </div>
      <CodeForm
        submitLabel={t('security.makeNew')}
        pending={renew.isPending}
        onCode={async (code) => {
          const answer = await renew.mutateAsync({ code });
          toast({ title: t('security.made'), variant: 'success' });
          onCodes(answer.recoveryCodes);
        }}
      />
    </div>
  );
}
