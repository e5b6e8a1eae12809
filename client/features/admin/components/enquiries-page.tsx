import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { toast } from '#client/lib/toast.tsx';
import type { TAdminEnquiry } from '#common/schemas/admin.ts';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { formatDate } from '#client/lib/format.ts';
import { useAdminAction } from '../api/use-admin-action.ts';
import { useAdminList } from '../api/use-admin-list.ts';
import { AdminCard, AdminList, primaryButton, secondaryButton } from './admin-list.tsx';
import { AdminShell, FilterTabs } from './admin-shell.tsx';

function EnquiryCard({ item }: { item: TAdminEnquiry }) {
  const { t } = useTranslation();
  const lang = useLang();
  const action = useAdminAction();
  return (
    <AdminCard label={item.title}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-bold" dir="auto">
          {item.title}
        </h2>
        <time dateTime={item.createdAt} className="text-sm text-muted">
          {formatDate(item.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </header>
      <p className="text-sm text-muted">
        {t('admin.enquiries.from', { name: item.userName ?? '' })} · <span dir="ltr">{item.email}</span>
      </p>
      <p dir="auto" className="whitespace-pre-line">
        {item.description}
      </p>
      <div className="flex flex-wrap gap-2">
        <a href={`mailto:${item.email}?subject=${encodeURIComponent(item.title)}`} className={secondaryButton}>
          <Mail className="size-4" aria-hidden="true" />
          {t('admin.enquiries.reply')}
        </a>
        <button
          type="button"
          disabled={action.isPending}
          aria-label={t(item.handled ? 'admin.enquiries.reopenNamed' : 'admin.enquiries.markHandledNamed', { title: item.title })}
          className={item.handled ? secondaryButton : primaryButton}
          onClick={() =>
            action.mutate({ path: `enquiries/${item.id}/handled`, body: { handled: !item.handled } }, { onError: () => toast.error(t('errors.internal')) })
          }
        >
          {t(item.handled ? 'admin.enquiries.reopen' : 'admin.enquiries.markHandled')}
        </button>
      </div>
    </AdminCard>
  );
}

/** /admin/enquiries: the enquiry dialog's rows, newest first; open ones or handled ones. */
export function EnquiriesPage() {
  const { t } = useTranslation();
  const [handled, setHandled] = useState<'false' | 'true'>('false');
  const query = useAdminList<TAdminEnquiry>('enquiries', { handled });
  return (
    <AdminShell title={t('admin.enquiries.title')}>
      <FilterTabs
        value={handled}
        onChange={setHandled}
        options={[
          { value: 'false', label: t('admin.status.open') },
          { value: 'true', label: t('admin.status.handled') },
        ]}
      />
      <AdminList query={query} render={(item) => <EnquiryCard item={item} />} />
    </AdminShell>
  );
}
