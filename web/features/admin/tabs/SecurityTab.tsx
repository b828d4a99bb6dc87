import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SECOND_FACTOR_MESSAGES } from '#contracts/second-factor';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useMe } from '../api/me';
import {
  useConfirmSecondFactor,
  useRefreshMe,
  useRenewRecoveryCodes,
  useStartSecondFactor,
} from '../api/second-factor';
import { CodeForm } from '../components/CodeForm';
import { RecoveryCodesPanel } from '../components/RecoveryCodesPanel';

/**
 * /admin/security: staff two-step sign-in. Setup: scan the QR code (or type the secret), confirm with a
 * code, then save the 10 recovery codes shown once. Forced after sign-in while it is required and not
 * set (AdminPage shows only this tab then).
 */
export function SecurityTab() {
  const me = useMe();
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const [codes, setCodes] = useState<string[] | null>(null);
  const status = me.data?.secondFactor;

  const saved = async () => {
    const wasRequired = status === 'required-not-set';
    setCodes(null);
    await refreshMe();
    if (wasRequired) navigate(paths.admin);
  };

  return (
    <section aria-labelledby="security-heading" className="grid max-w-3xl gap-6">
      <div>
        <h2 id="security-heading" className="font-display text-3xl">
          Two-step sign-in
        </h2>
        <p className="mt-1 text-sm text-muted">
          After your password, Roslis asks for a 6-digit code from an authenticator app on your phone (Google
          Authenticator, Microsoft Authenticator, 1Password and others).
        </p>
      </div>
      {status === 'required-not-set' && !codes ? (
        <p role="alert" className="rounded-[4px] border border-gold/50 bg-gold/10 p-4 text-sm">
          {SECOND_FACTOR_MESSAGES.setUpFirst} The back office opens once it is on.
        </p>
      ) : null}
      {codes ? (
        <RecoveryCodesPanel codes={codes} onDone={saved} />
      ) : status === 'on' ? (
        <RenewCodes onCodes={setCodes} />
      ) : status ? (
        <Setup onCodes={setCodes} />
      ) : null}
    </section>
  );
}

function Setup({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const start = useStartSecondFactor();
  const confirm = useConfirmSecondFactor();
  if (!start.data) {
    return (
      <div className="grid justify-items-start gap-3">
        <Button onClick={() => start.mutate()} disabled={start.isPending}>
          {start.isPending ? <Spinner label="Starting" /> : 'Set up two-step sign-in'}
        </Button>
        {start.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(start.error)}
          </p>
        ) : null}
      </div>
    );
  }
  const { otpauthUrl, secret } = start.data;
  return (
    <ol className="grid gap-8">
      <li className="grid gap-4">
        <h3 className="font-display text-2xl">1. Scan this QR code with your authenticator app</h3>
        <div className="flex flex-wrap items-center gap-6">
          <QRCodeSVG
            value={otpauthUrl}
            size={176}
            level="M"
            marginSize={2}
            title="QR code for your authenticator app"
            className="rounded-[4px] bg-white"
          />
          <div className="grid min-w-0 gap-1 text-sm">
            <p className="text-muted">Cannot scan? Enter this key in the app instead:</p>
            <code data-testid="totp-secret" className="break-all font-mono text-base tracking-wider">
              {secret}
            </code>
          </div>
        </div>
      </li>
      <li className="grid gap-4">
        <h3 className="font-display text-2xl">2. Enter the code the app shows</h3>
        <CodeForm
          submitLabel="Turn on two-step sign-in"
          pending={confirm.isPending}
          onCode={async (code) => onCodes((await confirm.mutateAsync({ code })).recoveryCodes)}
        />
      </li>
    </ol>
  );
}

function RenewCodes({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const renew = useRenewRecoveryCodes();
  return (
    <div className="grid gap-4">
      <p className="rounded-[4px] border border-border bg-surface p-4 text-sm">
        Two-step sign-in is on for your account. Lost your phone? Sign in with a recovery code and ask an
        admin to reset it.
      </p>
      <div className="grid gap-2">
        <h3 className="font-display text-2xl">New recovery codes</h3>
        <p className="text-sm text-muted">Used some up? New ones replace all the old ones.</p>
      </div>
      <CodeForm
        submitLabel="Make new recovery codes"
        pending={renew.isPending}
        onCode={async (code) => {
          const answer = await renew.mutateAsync({ code });
          toast({ title: 'New recovery codes made', variant: 'success' });
          onCodes(answer.recoveryCodes);
        }}
      />
    </div>
  );
}
