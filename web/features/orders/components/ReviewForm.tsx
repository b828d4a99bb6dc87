import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { reviewBody } from '#contracts/orders';
import { Button } from '../../../components/ui/Button';
import { Label } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { Textarea } from '../../../components/ui/Textarea';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { i18n, useTranslation } from '../../../lib/i18n';
import { formMessage } from '../../../lib/i18n/form-messages';
import { toast } from '../../../lib/toast';
import { usePostReview } from '../api/reviews';
import { ORDERS } from '../i18n';

type Input = z.input<typeof reviewBody>;
type Output = z.output<typeof reviewBody>;

/** 1 to 5 stars (radio buttons) and optional words, for a piece the member received. */
export function ReviewForm({
  slug,
  productName,
  onDone,
}: {
  slug: string;
  productName: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(ORDERS);
  const id = useId();
  const post = usePostReview(slug);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(reviewBody),
    defaultValues: { rating: undefined as unknown as number, text: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await post.mutateAsync({ rating: values.rating, text: values.text || undefined });
      const tc = i18n.getFixedT(null, ORDERS);
      toast({
        title: tc('review.thanks'),
        description: tc('review.onPage', { name: productName }),
        variant: 'success',
      });
      onDone();
    } catch (error) {
      toast({
        title: i18n.getFixedT(null, ORDERS)('review.saveError'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-3 grid gap-4 rounded-[4px] border border-border bg-surface p-4"
    >
      <fieldset aria-describedby={errors.rating ? `${id}-rating` : undefined}>
        <legend className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">
          {t('review.ratingOf', { name: productName })}
        </legend>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <div className="mt-2 flex gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="cursor-pointer">
                  <input
                    type="radio"
                    name={field.name}
                    value={n}
                    checked={field.value === n}
                    onChange={() => field.onChange(n)}
                    className="peer sr-only"
                    aria-label={t('review.stars', { count: n })}
                  />
                  <span className="grid size-11 place-items-center rounded-full peer-focus-visible:ring-2 peer-focus-visible:ring-gold">
                    <Star
                      aria-hidden="true"
                      className={cn('size-6', (field.value ?? 0) >= n ? 'fill-gold text-gold' : 'text-muted')}
                    />
                  </span>
                </label>
              ))}
            </div>
          )}
        />
        {errors.rating ? (
          <p id={`${id}-rating`} className="mt-1 text-sm text-danger">
            {formMessage(errors.rating.message)}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>{t('review.text')}</Label>
        <Textarea
          id={`${id}-text`}
          rows={3}
          placeholder={t('review.placeholder')}
          aria-invalid={errors.text ? true : undefined}
          className="min-h-0 bg-background text-base leading-normal sm:text-sm"
          {...register('text')}
        />
        {errors.text ? <p className="text-sm text-danger">{formMessage(errors.text.message)}</p> : null}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <Button type="submit" disabled={post.isPending}>
          {post.isPending ? <Spinner label={t('review.saving')} /> : t('review.post')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('review.cancel')}
        </Button>
      </div>
    </form>
  );
}
