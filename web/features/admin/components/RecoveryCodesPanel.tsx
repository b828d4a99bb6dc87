import { Copy, Download } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { ADMIN } from '../i18n';

/**
 * The 10 recovery codes, shown once: Copy, Download as a text file, and "I have saved them" to go on.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation(ADMIN);
  const text = `${t('security.file')}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('security.copied'), variant: 'success' });
    } catch {
      toast({
        title: t('security.copyFailed'),
        description: t('security.copyFailedText'),
        variant: 'destructive',
      });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'roslis-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby="recovery-codes-heading" className="grid gap-5">
      <div>
        <h3 id="recovery-codes-heading" className="font-display text-2xl">
          {t('security.save')}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('security.saveText')}</p>
      </div>
      <ol
        aria-label={t('security.codes')}
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-[4px] border border-border bg-surface p-5 font-mono text-sm tabular-nums sm:max-w-md"
      >
        {codes.map((code) => (
          <li key={code} data-recovery-code={code}>
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden="true" /> {t('security.copy')}
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" /> {t('security.download')}
        </Button>
        <Button onClick={onDone}>{t('security.saved')}</Button>
      </div>
    </section>
  );
}
