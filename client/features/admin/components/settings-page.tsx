import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#client/lib/texts.tsx';
import { toast } from '#client/lib/toast.tsx';
import type { TAdminSettings } from '#common/schemas/admin.ts';
import { apiFetch } from '#client/lib/api.ts';
import { useAdminAction } from '../api/use-admin-action.ts';
import { ADMIN_KEY } from '../api/use-admin-list.ts';
import { AdminShell } from './admin-shell.tsx';
import { SearchMissesSection } from './search-misses-section.tsx';
import { SynonymsSection } from './synonyms-section.tsx';

/** /admin/settings: the maintenance page of `/`, the searches that found nothing and the search synonyms. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: [...ADMIN_KEY, 'settings'], queryFn: () => apiFetch<TAdminSettings>('/api/v1/admin/settings'), staleTime: 0 });
  const action = useAdminAction();
  const isOn = settings.data?.maintenance ?? true;
  return (
    <AdminShell title={t('admin.settings.title')}>
      <section aria-labelledby="maintenance-heading" className="flex flex-col gap-3 rounded-2xl border border-line bg-card p-5 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="maintenance-heading" className="text-lg font-bold">
            {t('admin.settings.maintenance')}
          </h2>
          <button
            type="button"
            role="switch"
            aria-checked={isOn}
            aria-labelledby="maintenance-heading"
            aria-describedby="maintenance-help"
            disabled={settings.isPending || action.isPending}
            onClick={() =>
              action.mutate(
                { path: 'settings/maintenance', method: 'PUT', body: { maintenance: !isOn } },
                { onSuccess: () => toast.success(t('admin.settings.saved')), onError: () => toast.error(t('errors.internal')) },
              )
            }
            className={`inline-flex items-center gap-3 rounded-full border px-2 py-1 font-semibold ${isOn ? 'border-brand bg-brand/10 text-brand' : 'border-line bg-surface text-muted'}`}
          >
            <span aria-hidden="true" className={`relative h-6 w-11 rounded-full ${isOn ? 'bg-brand' : 'bg-line'}`}>
              <span className={`absolute top-0.5 size-5 rounded-full bg-card shadow transition-[inset-inline-start] ${isOn ? 'start-[1.375rem]' : 'start-0.5'}`} />
            </span>
            {t(isOn ? 'admin.settings.maintenanceOn' : 'admin.settings.maintenanceOff')}
          </button>
        </div>
        <p id="maintenance-help" className="text-sm text-muted">
          {t('admin.settings.maintenanceHelp')}
        </p>
      </section>
      <SearchMissesSection />
      <SynonymsSection />
    </AdminShell>
  );
}
