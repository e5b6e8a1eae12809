import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#client/lib/texts.tsx';
import { ZChangePasswordForm, ZNewPasswordForm, type TChangePasswordForm } from '#common/schemas/auth.ts';
import { authErrorText } from '../lib/auth-error-text.ts';
import { buttonClass, FormMessage, PasswordField } from '#client/app/components/form-field.tsx';

/**
 * A new password typed twice, with the current one first when `askCurrent` (a signed-in change).
 * `onSave` throws to show an error; the form stays filled in then.
 */
export function NewPasswordForm(props: {
  askCurrent: boolean;
  submitLabel: string;
  savingLabel: string;
  onSave: (values: { currentPassword: string; password: string }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const form = useForm<TChangePasswordForm>({
    // Without a current password the form's schema simply has no such field.
    resolver: (props.askCurrent ? zodResolver(ZChangePasswordForm) : zodResolver(ZNewPasswordForm)) as never,
    defaultValues: { currentPassword: '', password: '', confirm: '' },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await props.onSave({ currentPassword: values.currentPassword ?? '', password: values.password });
      form.reset();
    } catch (caught) {
      setError(authErrorText(caught, 'other', t));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {props.askCurrent ? (
        <PasswordField
          label={t('security.currentPassword')}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      ) : null}
      <PasswordField
        label={t('security.newPassword')}
        autoComplete="new-password"
        hint={t('auth.signUp.passwordRule')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField label={t('security.confirmPassword')} autoComplete="new-password" error={errors.confirm?.message} {...form.register('confirm')} />
      <button type="submit" className={buttonClass} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? props.savingLabel : props.submitLabel}
      </button>
    </form>
  );
}
