import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { changePassword } from '#client/features/auth/api/change-password.ts';
import { FormMessage } from '#client/app/components/form-field.tsx';
import { NewPasswordForm } from '#client/features/auth/components/new-password-form.tsx';

/** Changes the password; the server ends every other session. */
export function ChangePasswordSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isDone, setDone] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      {isDone ? <FormMessage tone="success">{t('security.passwordChanged')}</FormMessage> : null}
      <NewPasswordForm
        askCurrent
        submitLabel={t('security.savePassword')}
        savingLabel={t('security.saving')}
        onSave={async (values) => {
          setDone(false);
          await changePassword(values);
          await queryClient.invalidateQueries();
          setDone(true);
        }}
      />
    </div>
  );
}
