import { useId, type FormEventHandler, type ReactNode } from 'react';
import { FormMessage } from '#client/app/components/form-field.tsx';

/**
 * A form that stands for one step of signing in (the two-factor code, asking for a reset link): named
 * by its own heading, with a line of help and the failure of the last try above its fields.
 */
export function AuthStepForm({ title, help, error, onSubmit, children }: { title: string; help: string; error?: string; onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  const titleId = useId();
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted">{help}</p>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {children}
    </form>
  );
}
