import { ArrowDown, ArrowUp, ImagePlus, Star, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { type AdminProduct, PRODUCT_IMAGE_MAX_BYTES } from '#contracts/admin-products';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useImageActions, useUploadImage } from '../api/products';
import { ADMIN } from '../i18n';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * A product's pictures: upload (JPEG, PNG or WebP up to 15 MB, with progress and the server's reason
 * when refused), move up and down, choose the main one, remove. The first picture is shown first.
 */
export function ProductImages({ product }: { product: AdminProduct }) {
  const { t } = useTranslation(ADMIN);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const upload = useUploadImage();
  const { reorder, primary, remove } = useImageActions(product.id);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const images = [...product.images].sort((a, b) => a.position - b.position);
  const busy = reorder.isPending || primary.isPending || remove.isPending;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    // Checked here to save a long wait; the server checks the bytes again.
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) {
      setProblem(t('products.images.tooLarge'));
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({ productId: product.id, file, onProgress: setProgress });
      toast({ title: t('products.images.uploaded'), description: file.name, variant: 'success' });
    } catch (error) {
      setProblem(errorMessage(error, t('products.images.broken')));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      toast({ title: t('common.error'), description: errorMessage(error), variant: 'destructive' });
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = images.map((i) => i.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    return act(() => reorder.mutateAsync(ids));
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={`${inputId}-heading`} className="font-display text-xl">
            {t('products.images.title')}
          </h3>
          <p className="text-xs text-muted">{t('products.images.note')}</p>
        </div>
        <div>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            onChange={(e) => onFile(e.target.files?.[0])}
            disabled={progress !== null}
          />
          <Button asChild variant="subtle" size="sm">
            <label htmlFor={inputId} className="cursor-pointer">
              <ImagePlus aria-hidden="true" /> {t('products.images.upload')}
            </label>
          </Button>
        </div>
      </div>

      {progress !== null ? (
        <div className="grid gap-1" role="status">
          <span className="text-xs text-muted">
            {progress < 100 ? t('products.images.uploading', { progress }) : t('products.images.making')}
          </span>
          <progress
            className="h-1.5 w-full accent-[var(--gold)]"
            max={100}
            value={progress}
            aria-label={t('products.images.progress')}
          />
        </div>
      ) : null}
      {problem ? (
        <p
          role="alert"
          className="rounded-[3px] border border-danger/40 bg-danger/5 px-3 py-2 text-sm text-danger"
        >
          {problem}
        </p>
      ) : null}

      {images.length === 0 ? (
        <p className="rounded-[4px] border border-dashed border-border p-6 text-center text-sm text-muted">
          {t('products.images.empty')}
        </p>
      ) : (
        <ol className="grid grid-cols-1 gap-2" aria-label={t('products.images.list')}>
          {images.map((image, index) => (
            <li
              key={image.id}
              className="flex items-center gap-3 rounded-[4px] border border-border bg-surface p-2"
            >
              <img
                src={image.variants.find((v) => v.format === 'webp')?.url ?? image.imageUrl}
                alt={image.alt}
                width={48}
                height={64}
                className="h-16 w-12 shrink-0 rounded-[2px] bg-surface-2 object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="text-sm">
                  {t('products.images.picture', { n: index + 1 })}
                  {image.isPrimary ? (
                    <Badge variant="gold" className="ml-2 align-middle">
                      {t('products.images.main')}
                    </Badge>
                  ) : null}
                </p>
                <p className="truncate text-xs text-muted">
                  {image.variants.length
                    ? t('products.images.photo', { width: image.width, height: image.height })
                    : t('products.images.generated')}
                </p>
              </div>
              <div className="flex shrink-0 items-center">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="w-11 px-0"
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t('products.images.up', { n: index + 1 })}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="w-11 px-0"
                  disabled={busy || index === images.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t('products.images.down', { n: index + 1 })}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="w-11 px-0"
                  disabled={busy || image.isPrimary}
                  onClick={() => act(() => primary.mutateAsync(image.id))}
                  aria-label={t('products.images.makeMain', { n: index + 1 })}
                >
                  <Star aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="w-11 px-0 text-danger"
                  disabled={busy}
                  onClick={() => act(() => remove.mutateAsync(image.id))}
                  aria-label={t('products.images.remove', { n: index + 1 })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
