import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link, useNavigate } from 'react-router';
import type { z } from '#common/zod.ts';
import { BUSINESS_TYPES } from '#common/constants/business-types.ts';
import { GOVERNORATES } from '#common/constants/governorates.ts';
import { ZSignUpRequest } from '#common/schemas/auth.ts';
import { ApiError } from '#client/lib/api.ts';
import { signUp } from '../api/sign-up.ts';
import { authErrorText } from '../lib/auth-error-text.ts';
import { buttonClass, FormMessage, PasswordField, SelectField, TextField } from '#client/app/components/form-field.tsx';

type Input = z.input<typeof ZSignUpRequest>;
type Output = z.output<typeof ZSignUpRequest>;

/** Sign-up with the business details of PRODUCT.md (People); then "check your inbox". */
export function SignUpForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZSignUpRequest),
    defaultValues: { fullName: '', businessName: '', email: '', phone: '', password: '', locale: lang },
  });
  const errors = form.formState.errors;
  const isBuyer = useWatch({ control: form.control, name: 'businessType' }) === 'buyer';

  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      const result = await signUp({ ...values, locale: lang });
      navigate(`/email-verification?email=${encodeURIComponent(result.email)}`);
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields) {
        for (const [field, message] of Object.entries(caught.fields)) {
          if (field in values) form.setError(field as keyof Input, { message });
        }
      }
      setError(authErrorText(caught, 'sign-up', t));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <TextField label={t('auth.signUp.fullName')} autoComplete="name" dir="auto" error={errors.fullName?.message} {...form.register('fullName')} />
      <SelectField label={t('auth.signUp.businessType')} error={errors.businessType?.message} defaultValue="" {...form.register('businessType')}>
        <option value="" disabled>
          {t('auth.signUp.chooseBusinessType')}
        </option>
        {BUSINESS_TYPES.map((type) => (
          <option key={type.id} value={type.id}>
            {type[lang]}
          </option>
        ))}
      </SelectField>
      {isBuyer ? null : (
        <TextField
          label={t('auth.signUp.businessName')}
          autoComplete="organization"
          dir="auto"
          error={errors.businessName?.message}
          {...form.register('businessName')}
        />
      )}
      <TextField label={t('auth.signUp.email')} type="email" autoComplete="email" dir="ltr" error={errors.email?.message} {...form.register('email')} />
      <TextField
        label={t('auth.signUp.phone')}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        hint={t('auth.signUp.phoneHelp')}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <SelectField label={t('auth.signUp.governorate')} error={errors.governorate?.message} defaultValue="" {...form.register('governorate')}>
        <option value="" disabled>
          {t('auth.signUp.chooseGovernorate')}
        </option>
        {GOVERNORATES.map((governorate) => (
          <option key={governorate.id} value={governorate.id}>
            {governorate[lang]}
          </option>
        ))}
      </SelectField>
      <PasswordField
        label={t('auth.signUp.password')}
        autoComplete="new-password"
        hint={t('auth.signUp.passwordRule')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <button type="submit" className={buttonClass} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
      </button>
      <p className="text-center text-sm">
        {t('auth.signUp.haveAccount')}{' '}
        <Link to="/sign-in" className="font-semibold text-brand hover:underline">
          {t('auth.signUp.signInLink')}
        </Link>
      </p>
    </form>
  );
}
