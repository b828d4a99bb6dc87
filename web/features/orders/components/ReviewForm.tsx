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
import { toast } from '../../../lib/toast';
import { usePostReview } from '../api/reviews';

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
      toast({
        title: 'Thank you for your review',
        description: `Your rating of ${productName} is on its page.`,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      toast({
        title: 'Could not save your review',
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
          Your rating of {productName}
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
                    aria-label={`${n} star${n === 1 ? '' : 's'}`}
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
            {errors.rating.message}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>Your review (optional)</Label>
        <Textarea
          id={`${id}-text`}
          rows={3}
          placeholder="How does it fit, feel and wear?"
          aria-invalid={errors.text ? true : undefined}
          className="min-h-0 bg-background text-base leading-normal sm:text-sm"
          {...register('text')}
        />
        {errors.text ? <p className="text-sm text-danger">{errors.text.message}</p> : null}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <Button type="submit" disabled={post.isPending}>
          {post.isPending ? <Spinner label="Saving" /> : 'Post review'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
