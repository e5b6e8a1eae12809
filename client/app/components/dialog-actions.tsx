import * as Dialog from '@radix-ui/react-dialog';

const TONES = {
  /** A request to the site (an enquiry, a proposal): round brand buttons. */
  brand: {
    row: 'flex justify-end gap-2',
    cancel: 'rounded-full border border-line px-5 py-2 text-sm font-semibold hover:bg-surface',
    submit: 'rounded-full bg-brand px-5 py-2 text-sm font-semibold text-on-brand hover:bg-brand-strong disabled:opacity-70',
  },
  /** A report against someone: a red send button. */
  danger: {
    row: 'flex flex-wrap justify-end gap-2',
    cancel: 'rounded-lg border border-line bg-card px-4 py-2 font-semibold',
    submit: 'rounded-lg bg-danger px-4 py-2 font-semibold text-on-danger disabled:opacity-60',
  },
} as const;

/**
 * The Cancel and submit buttons at the foot of a dialog's form. Cancel closes the dialog; the
 * submit button is disabled (and reads `pendingLabel`, if given) while the request runs, so that it
 * is not sent twice. A dialog with nothing to fill in (a confirmation) passes `onConfirm` instead of
 * wrapping the buttons in a form.
 *
 * @example <DialogActions tone="brand" cancelLabel={t('enquiry.cancel')} submitLabel={t('enquiry.send')} pendingLabel={t('enquiry.sending')} isPending={send.isPending} />
 */
export function DialogActions({
  tone,
  cancelLabel,
  submitLabel,
  pendingLabel,
  isPending,
  onConfirm,
}: {
  tone: keyof typeof TONES;
  cancelLabel: string;
  submitLabel: string;
  pendingLabel?: string;
  isPending: boolean;
  onConfirm?: () => void;
}) {
  const classes = TONES[tone];
  return (
    <div className={classes.row}>
      <Dialog.Close type="button" className={classes.cancel}>
        {cancelLabel}
      </Dialog.Close>
      <button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} disabled={isPending} className={classes.submit}>
        {isPending && pendingLabel ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}
