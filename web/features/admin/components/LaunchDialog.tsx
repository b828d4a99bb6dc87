import { useEffect, useState } from 'react';
import {
  type AdminProduct,
  type AdminProductRow,
  type LaunchInput,
  LIMITED_EDITION_RUN,
} from '#contracts/admin-products';
import { TextField } from '../../../components/ui/Field';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useAdminProduct, useLaunchProduct } from '../api/products';
import { ADMIN } from '../i18n';
import { ConfirmDialog } from './ConfirmDialog';

type Target = 'PRE_ORDER' | 'IN_STOCK';

/** The first day a pre-order may end: tomorrow (an end date must lie in the future). */
function tomorrow(now = new Date()) {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const sizesOf = (p: AdminProduct) => p.variants.filter((v) => v.name === 'size');
const hasFutureEnd = (p: AdminProduct) =>
  p.preOrderEndDate !== null && new Date(p.preOrderEndDate).getTime() > Date.now();
const wholeNumber = (v: string) => /^\d+$/.test(v.trim());

/**
 * Launch a design that reached its votes. The dialog offers what can be done and asks for what the
 * launch still needs, so one request does it: Pre-Order asks for the end date (and limit) when the
 * design has none; In Stock asks for the pieces per size when it has none in stock, and is not offered
 * for a design without sizes. Launch waits until the answers are complete.
 */
export function LaunchDialog({ row, onClose }: { row: AdminProductRow | null; onClose: () => void }) {
  const { t } = useTranslation(ADMIN);
  const product = useAdminProduct(row?.id ?? null);
  const launch = useLaunchProduct();
  const [to, setTo] = useState<Target>('PRE_ORDER');
  const [endDate, setEndDate] = useState('');
  const [limit, setLimit] = useState('');
  const [stock, setStock] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!row) return;
    setTo('PRE_ORDER');
    setEndDate('');
    setLimit('');
    setStock({});
  }, [row]);

  const p = product.data;
  const limited = p?.availableIn === 'LIMITED-EDITION';
  const sizes = p ? sizesOf(p) : [];
  const inStockNow = sizes.reduce((sum, v) => sum + v.stock, 0);
  const needsEnd = p ? !hasFutureEnd(p) : false;
  const needsStock = inStockNow === 0;
  const canStock = sizes.length > 0;

  const limitNumber = limit.trim() === '' ? null : Number(limit);
  const limitError =
    limit.trim() === ''
      ? undefined
      : !wholeNumber(limit) || limitNumber! < 1
        ? t('products.launchDialog.preOrderLimit')
        : limited && limitNumber! > LIMITED_EDITION_RUN
          ? t('products.launchDialog.limitedPreOrder')
          : undefined;
  const endError = endDate && endDate < tomorrow() ? t('products.launchDialog.needsEndDate') : undefined;
  const stockValues = sizes.map((v) => stock[v.id] ?? '');
  const stockError = stockValues.some((s) => s.trim() !== '' && !wholeNumber(s))
    ? t('products.launchDialog.stock')
    : undefined;
  const stockTotal = stockValues.reduce((sum, s) => sum + (wholeNumber(s) ? Number(s) : 0), 0);
  const runError =
    limited && stockTotal > LIMITED_EDITION_RUN ? t('products.launchDialog.limitedRun') : undefined;

  const ready =
    p !== undefined &&
    (to === 'PRE_ORDER'
      ? (!needsEnd || (endDate !== '' && !endError)) && !limitError
      : canStock && (!needsStock || (stockTotal > 0 && !stockError && !runError)));

  const confirm = async () => {
    if (!row || !p || !ready) return;
    const body: LaunchInput = { to };
    if (to === 'PRE_ORDER') {
      if (needsEnd) body.preOrderEndDate = endDate;
      if (limitNumber !== null) body.preOrderLimit = limitNumber;
    } else if (needsStock) {
      body.stock = sizes
        .filter((v) => wholeNumber(stock[v.id] ?? ''))
        .map((v) => ({ variantId: v.id, stock: Number(stock[v.id]) }));
    }
    try {
      const result = await launch.mutateAsync({ id: row.id, body });
      toast({
        title: t('products.launchDialog.launched'),
        description: t('products.launchDialog.launchedText', {
          name: result.product.name,
          status: t(`products.status.${result.product.status}`),
          count: result.votersNotified,
        }),
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({
        title: t('products.launchDialog.failed'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('products.launchDialog.title')}
      confirmLabel={t('products.launchDialog.confirm')}
      pending={launch.isPending}
      disabled={!ready}
      onConfirm={confirm}
    >
      <p>
        {t('products.launchDialog.reached', {
          name: row?.name ?? '',
          votes: row?.voteCount ?? 0,
          count: row?.voteThreshold ?? 0,
        })}
      </p>
      {!p ? (
        product.isError ? (
          <p role="alert" className="mt-4 text-danger">
            {errorMessage(product.error)}
          </p>
        ) : (
          <Skeleton className="mt-4 h-24 w-full" />
        )
      ) : (
        <div className="mt-4 grid gap-4 text-text">
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('products.launchDialog.to')}</legend>
            {(['PRE_ORDER', 'IN_STOCK'] as const).map((target) => {
              const disabled = target === 'IN_STOCK' && !canStock;
              return (
                <label key={target} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="launch-to"
                    value={target}
                    checked={to === target}
                    disabled={disabled}
                    onChange={() => setTo(target)}
                    className="size-4 accent-[var(--gold)]"
                  />
                  <span>
                    {t(`products.status.${target}`)}
                    {disabled ? (
                      <span className="block text-xs text-muted">{t('products.launchDialog.noSizes')}</span>
                    ) : null}
                  </span>
                </label>
              );
            })}
          </fieldset>

          {to === 'PRE_ORDER' ? (
            needsEnd ? (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={t('products.launchDialog.ends')}
                  type="date"
                  required
                  min={tomorrow()}
                  value={endDate}
                  onValueChange={setEndDate}
                  hint={t('products.launchDialog.endsHint')}
                  error={endError}
                />
                <TextField
                  label={t('products.launchDialog.limit')}
                  inputMode="numeric"
                  value={limit}
                  onValueChange={setLimit}
                  placeholder={limited ? String(LIMITED_EDITION_RUN) : t('products.launchDialog.noLimit')}
                  hint={
                    limited
                      ? t('products.launchDialog.limitLimited', { run: LIMITED_EDITION_RUN })
                      : t('products.launchDialog.limitNone')
                  }
                  error={limitError}
                />
              </div>
            ) : (
              <p className="text-sm text-muted">
                {t('products.launchDialog.closes', { date: formatDate(p.preOrderEndDate!) })}
              </p>
            )
          ) : needsStock ? (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{t('products.launchDialog.stockPerSize')}</legend>
              <p className="text-xs text-muted">
                {limited
                  ? t('products.launchDialog.stockNoteLimited', { run: LIMITED_EDITION_RUN })
                  : t('products.launchDialog.stockNote')}
              </p>
              <div className="grid grid-cols-3 gap-3 sm:grid-cols-4">
                {sizes.map((v) => (
                  <TextField
                    key={v.id}
                    label={v.value}
                    inputMode="numeric"
                    value={stock[v.id] ?? ''}
                    onValueChange={(value) => setStock((s) => ({ ...s, [v.id]: value }))}
                    placeholder="0"
                  />
                ))}
              </div>
              {stockError || runError ? (
                <p className="text-sm text-danger">{stockError ?? runError}</p>
              ) : null}
            </fieldset>
          ) : (
            <p className="text-sm text-muted">{t('products.launchDialog.inStock', { count: inStockNow })}</p>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
