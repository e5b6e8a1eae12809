import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { LtrNumbers } from '#client/lib/ltr-numbers.tsx';

export const inputClass =
  'w-full rounded-lg border border-line bg-card px-3 py-2.5 text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-danger';
export const buttonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand px-4 py-2.5 font-semibold text-on-brand hover:bg-brand-strong disabled:opacity-60';
export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-card px-4 py-2.5 font-semibold text-ink hover:border-brand disabled:opacity-60';

/** What every field takes besides its control's own attributes. */
interface FieldProps {
  label: string;
  /** An i18n key from the schema, or an already translated text. */
  error?: string;
  hint?: ReactNode;
  /** Reads the error out as it appears, for a form with no message above it that would say so. */
  announceError?: boolean;
  /** For a field whose purpose the surroundings show (editing a post in place): the label is for screen readers only. */
  isLabelHidden?: boolean;
}

/** What FieldShell hands its control: the ids and state that tie it to its label, hint and error. */
export interface FieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldShellProps extends FieldProps {
  /** The control's id, where something else names it (a form's error summary); a generated one otherwise. */
  id?: string;
  /** Marks the label with a red asterisk (the control itself says `required` to screen readers, if it is). */
  required?: boolean;
  /** Values the error's text may mention (`{{titleMax}}`). */
  errorValues?: Record<string, unknown>;
  children: (control: FieldControl) => ReactNode;
}

/** The attributes a control takes from FieldShell. */
export function controlAttributes({ id, describedBy, invalid }: FieldControl) {
  return { id, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined } as const;
}

/** A label, a control, an optional hint and the field's error, wired together for screen readers. */
export function FieldShell({ id: fixedId, label, error, hint, announceError, isLabelHidden, required, errorValues, children }: FieldShellProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={isLabelHidden ? 'sr-only' : 'text-sm font-medium'}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {typeof hint === 'string' ? <LtrNumbers text={hint} /> : hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role={announceError ? 'alert' : undefined} className="text-sm text-danger-ink">
          <LtrNumbers text={t(error, errorValues)} />
        </p>
      ) : null}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & FieldProps;

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField({ label, error, hint, announceError, isLabelHidden, ...props }, ref) {
  return (
    <FieldShell label={label} error={error} hint={hint} announceError={announceError} isLabelHidden={isLabelHidden}>
      {({ id, describedBy, invalid }) => (
        <input ref={ref} id={id} aria-describedby={describedBy} aria-invalid={invalid} className={inputClass} {...props} />
      )}
    </FieldShell>
  );
});

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps;

/** A text of several lines; `dir="auto"` by default, since most are written by people in either language. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(
  { label, error, hint, announceError, isLabelHidden, ...props },
  ref,
) {
  return (
    <FieldShell label={label} error={error} hint={hint} announceError={announceError} isLabelHidden={isLabelHidden}>
      {({ id, describedBy, invalid }) => (
        <textarea ref={ref} id={id} aria-describedby={describedBy} aria-invalid={invalid} dir="auto" className={inputClass} {...props} />
      )}
    </FieldShell>
  );
});

/**
 * A one-time code typed back: from an SMS, an authenticator app or a list of backup codes. Digits
 * stay left to right in Arabic, and the phone may offer the code it just received.
 *
 * @example <CodeField label={t('security.code')} value={code} onChange={(event) => setCode(event.target.value)} />
 */
export const CodeField = forwardRef<HTMLInputElement, InputProps>(function CodeField(props, ref) {
  return <TextField ref={ref} inputMode="numeric" autoComplete="one-time-code" dir="ltr" {...props} />;
});

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, InputProps>(function PasswordField({ label, error, hint, ...props }, ref) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            ref={ref}
            id={id}
            type={visible ? 'text' : 'password'}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={`${inputClass} pe-11`}
            dir="ltr"
            {...props}
          />
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center text-muted hover:text-ink"
          >
            {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
          </button>
        </div>
      )}
    </FieldShell>
  );
});

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string };

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField({ label, error, children, ...props }, ref) {
  return (
    <FieldShell label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <select ref={ref} id={id} aria-describedby={describedBy} aria-invalid={invalid} className={inputClass} {...props}>
          {children}
        </select>
      )}
    </FieldShell>
  );
});

/** A message above or below a form; `role="alert"` so that it is read out when it appears. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const toneClass =
    tone === 'error' ? 'border-danger/40 bg-danger/10 text-danger-ink' : tone === 'success' ? 'border-brand/40 bg-brand/10 text-ink' : 'border-line bg-surface text-ink';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-3 py-2 text-sm ${toneClass}`}>
      {children}
    </div>
  );
}
