import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';

const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg' } as const;

interface DialogPanelProps {
  title: ReactNode;
  closeLabel: string;
  description: ReactNode;
  width: keyof typeof WIDTHS;
  /** The page's direction, for a dialog that may open before the document's own has been set. */
  dir?: 'ltr' | 'rtl';
  /** `auto` when the title holds a name that may be written in the other direction. */
  titleDir?: 'auto';
  children: ReactNode;
}

/**
 * The open dialog of a Radix `Dialog.Root`: the dimmed overlay and a centred card with the title,
 * a close button and the description, above the dialog's own content (usually its form).
 *
 * @example <DialogPanel title={t('enquiry.title')} closeLabel={t('enquiry.close')} description={t('enquiry.intro')} width="lg">…</DialogPanel>
 */
export function DialogPanel(props: DialogPanelProps) {
  // Radix gives focus back to a Dialog.Trigger only: a dialog opened by any other control (the
  // footer's enquiry button, a thread's Report) would leave focus on the page's body when it
  // closes. The control that had focus as the dialog opened gets it back (issue 33).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <Dialog.Content
        dir={props.dir}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          const control = opener.current;
          if (!control?.isConnected) return;
          event.preventDefault();
          control.focus();
        }}
        className={`fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${WIDTHS[props.width]} -translate-y-1/2 overflow-y-auto rounded-2xl bg-card p-5 text-ink shadow-xl`}
      >
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title dir={props.titleDir} className="text-lg font-bold">
            {props.title}
          </Dialog.Title>
          <Dialog.Close aria-label={props.closeLabel} className="icon-button -m-2">
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </div>
        <Dialog.Description className="mt-1 text-sm text-muted">{props.description}</Dialog.Description>
        {props.children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/**
 * A button and the dialog it opens, for a dialog that belongs to one control (Delete, Report,
 * Reject…). `trigger` is what the button shows; `triggerLabel` names it when that is only an icon
 * or a word that needs its subject ("Delete" → "Delete Olive oil").
 *
 * @example <DialogButton isOpen={isOpen} onOpenChange={setOpen} trigger={t('posts.delete')} triggerClassName={buttonClass} title={t('posts.deleteTitle')} closeLabel={t('enquiry.close')} description={t('posts.deleteBody')} width="md">…</DialogButton>
 */
export function DialogButton({
  isOpen,
  onOpenChange,
  trigger,
  triggerLabel,
  triggerClassName,
  ...panel
}: DialogPanelProps & { isOpen: boolean; onOpenChange: (open: boolean) => void; trigger: ReactNode; triggerLabel?: string; triggerClassName: string }) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Trigger type="button" aria-label={triggerLabel} className={triggerClassName}>
        {trigger}
      </Dialog.Trigger>
      <DialogPanel {...panel} />
    </Dialog.Root>
  );
}
