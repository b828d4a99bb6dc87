import { Copy, Download, Share2 } from 'lucide-react';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { i18n, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { shareLink } from '../../../lib/share';
import { toast } from '../../../lib/toast';
import { ADVISOR } from '../i18n';

/** The registration link an advisor shares: /register?advisor={code} on this shop's origin. */
export function registrationLink(code: string, origin = window.location.origin): string {
  return `${origin}${paths.register}?advisor=${encodeURIComponent(code)}`;
}

/** The size the PNG is drawn at: sharp enough for a printed A5 flyer. */
const PRINT_PX = 1024;

function download(href: string, filename: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
}

async function copy(text: string, what: 'code' | 'link') {
  try {
    await navigator.clipboard.writeText(text);
    // The words of the language shown once the copy is done.
    const t = i18n.getFixedT(i18n.language, ADVISOR);
    toast({ title: t(`share.copied.${what}`), variant: 'success' });
  } catch (error) {
    // Share or copy failures are only logged.
    console.warn('Copy failed', error);
  }
}

/**
 * The Share Code tab: the code with Copy and Share, the registration link, and a QR
 * code of the link to download as PNG (screens, WhatsApp) and SVG (print at any size).
 */
export function ShareCodePanel({ code, name }: { code: string; name: string }) {
  const { t } = useTranslation([ADVISOR, 'common']);
  const link = registrationLink(code);
  const svgRef = useRef<SVGSVGElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const fileBase = `roslis-advisor-${code.toLowerCase()}`;

  const downloadSvg = () => {
    const svg = svgRef.current;
    if (!svg) return;
    const xml = new XMLSerializer().serializeToString(svg);
    const url = URL.createObjectURL(new Blob([xml], { type: 'image/svg+xml' }));
    download(url, `${fileBase}.svg`);
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const downloadPng = () => {
    const canvas = canvasRef.current;
    if (canvas) download(canvas.toDataURL('image/png'), `${fileBase}.png`);
  };

  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
      <div className="grid gap-6">
        <section
          aria-labelledby="advisor-code-heading"
          className="rounded-md border border-border bg-surface p-5 sm:p-6"
        >
          <h2 id="advisor-code-heading" className="eyebrow text-muted">
            {t('share.codeHeading')}
          </h2>
          <p className="mt-3 break-all font-mono text-2xl tracking-wider sm:text-3xl">{code}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Button type="button" variant="outline" onClick={() => copy(code, 'code')}>
              <Copy aria-hidden="true" className="size-4" /> {t('share.copy')}
            </Button>
            <Button
              type="button"
              onClick={() => shareLink(t('share.shareText', { name }), link, t('common:share.copied'))}
            >
              <Share2 aria-hidden="true" className="size-4" /> {t('share.share')}
            </Button>
          </div>
        </section>
        <section
          aria-labelledby="advisor-link-heading"
          className="rounded-md border border-border bg-surface p-5 sm:p-6"
        >
          <h2 id="advisor-link-heading" className="eyebrow text-muted">
            {t('share.linkHeading')}
          </h2>
          <p className="mt-3 break-all text-sm">
            <a href={link} className="underline underline-offset-4">
              {link}
            </a>
          </p>
          <p className="mt-2 text-sm text-muted">{t('share.linkHelp')}</p>
          <Button type="button" variant="outline" className="mt-4" onClick={() => copy(link, 'link')}>
            <Copy aria-hidden="true" className="size-4" /> {t('share.copyLink')}
          </Button>
        </section>
      </div>
      <section
        aria-labelledby="advisor-qr-heading"
        className="grid justify-items-center gap-4 rounded-md border border-border bg-surface p-5 sm:p-6"
      >
        <h2 id="advisor-qr-heading" className="eyebrow text-muted">
          {t('share.qrHeading')}
        </h2>
        <div className="rounded-md bg-white p-3">
          <QRCodeSVG
            ref={svgRef}
            value={link}
            size={200}
            level="M"
            marginSize={2}
            title={t('share.qrTitle', { link })}
            role="img"
            aria-label={t('share.qrLabel')}
          />
        </div>
        <QRCodeCanvas
          ref={canvasRef}
          value={link}
          size={PRINT_PX}
          level="M"
          marginSize={4}
          hidden
          aria-hidden="true"
        />
        <div className="flex flex-wrap justify-center gap-3">
          <Button type="button" variant="outline" size="sm" onClick={downloadPng}>
            <Download aria-hidden="true" className="size-4" /> {t('share.png')}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={downloadSvg}>
            <Download aria-hidden="true" className="size-4" /> {t('share.svg')}
          </Button>
        </div>
      </section>
    </div>
  );
}
