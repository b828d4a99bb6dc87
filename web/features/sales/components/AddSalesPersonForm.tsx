import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { DEFAULT_COMMISSION_RATE } from '#contracts/advisor-codes';
import {
  type CreateSalesPersonBody,
  type CreateSalesPersonInput,
  createSalesPersonBody,
  SALES_REGIONS,
} from '#contracts/sales';
import { Button } from '../../../components/ui/Button';
import { Field, Form } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { Spinner } from '../../../components/ui/Spinner';
import { serverFieldErrors } from '../../../lib/form-errors';
import { i18n, useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCreateSalesPerson } from '../api/sales';
import { SALES } from '../i18n';
import { formWords } from '../lib/words';

const EMPTY: CreateSalesPersonInput = {
  name: '',
  email: '',
  phone: '',
  region: '' as CreateSalesPersonInput['region'],
  commissionRate: DEFAULT_COMMISSION_RATE,
};

const contractResolver = zodResolver(createSalesPersonBody);

/** The contract's checks, their messages in the language shown when the form is checked. */
const translatedResolver: typeof contractResolver = async (...args) => {
  const result = await contractResolver(...args);
  const words = i18n.getFixedT(i18n.language, SALES);
  for (const error of Object.values(result.errors)) {
    if (typeof error?.message === 'string') error.message = formWords(words, error.message);
  }
  return result;
};

/**
 * Add a sales person: name, e-mail, phone (optional, Indian mobile), region and
 * commission rate (step 0.01, default 10.00), checked with the contract's schema. The server draws the
 * referral code. A failure is the spec's toast ('Error', 'Failed to add sales person. Please try
 * again.'); what the server says about a field shows under that field.
 */
export function AddSalesPersonForm({ onAdded }: { onAdded?: (id: string) => void }) {
  const { t } = useTranslation(SALES);
  const create = useCreateSalesPerson();
  const form = useForm<CreateSalesPersonInput, unknown, CreateSalesPersonBody>({
    resolver: translatedResolver,
    defaultValues: EMPTY,
  });
  const { handleSubmit, setError, reset } = form;

  const submit = handleSubmit(async (values) => {
    // Words of the language in force when the answer comes.
    const words = i18n.getFixedT(i18n.language, SALES);
    try {
      const person = await create.mutateAsync(values);
      toast({
        title: words('add.added'),
        description: words('add.addedText', { name: person.name, code: person.referralCode }),
        variant: 'success',
      });
      reset(EMPTY);
      onAdded?.(person.id);
    } catch (error) {
      for (const [key, message] of Object.entries(serverFieldErrors(error))) {
        if (key in EMPTY) {
          setError(key as keyof CreateSalesPersonInput, {
            type: 'server',
            message: formWords(words, message),
          });
        }
      }
      toast({ title: words('add.failedTitle'), description: words('add.failed'), variant: 'destructive' });
    }
  });
  const regions = Object.fromEntries(SALES_REGIONS.map((r) => [r, t(`region.${r}`)]));

  return (
    <Form form={form} onSubmit={submit} className="grid gap-5" aria-labelledby="add-sales-heading">
      <div>
        <h2 id="add-sales-heading" className="font-display text-2xl">
          {t('add.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('add.intro')}</p>
      </div>
      <Field name="name" label={t('add.name')} required autoComplete="off" />
      <Field name="email" label={t('add.email')} required type="email" autoComplete="off" />
      <Field
        name="phone"
        label={t('add.phone')}
        type="tel"
        inputMode="tel"
        placeholder={t('add.phonePlaceholder')}
      />
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
        <Field name="region" label={t('add.region')} required>
          {(control) => (
            <Select {...control} options={regions}>
              <option value="" disabled>
                {t('add.chooseRegion')}
              </option>
            </Select>
          )}
        </Field>
        <Field
          name="commissionRate"
          label={t('add.rate')}
          hint={t('add.rateHint')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          max="100"
        />
      </div>
      <Button type="submit" disabled={create.isPending} className="justify-self-start">
        {create.isPending ? (
          <Spinner label={t('add.adding')} />
        ) : (
          <>
            <UserPlus aria-hidden="true" /> {t('add.submit')}
          </>
        )}
      </Button>
    </Form>
  );
}
