import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { toast } from '#client/lib/toast.tsx';
import { ZSynonymGroupRequest, type TSynonymGroup } from '#common/schemas/admin.ts';
import { TextField } from '#client/app/components/form-field.tsx';
import { apiFetch } from '#client/lib/api.ts';
import { ADMIN_KEY, useAdminList } from '../api/use-admin-list.ts';
import { AdminList, dangerButton, primaryButton, secondaryButton } from './admin-list.tsx';

/** "a, b، c" → ["a", "b", "c"]: Latin and Arabic commas both separate words. */
export function splitWords(text: string): string[] {
  return text.split(/[,،]/).map((word) => word.trim()).filter(Boolean);
}

function useSaveSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, words, remove }: { id?: string; words?: string[]; remove?: boolean }) =>
      apiFetch<unknown>(`/api/v1/admin/synonyms${id ? `/${id}` : ''}`, {
        method: remove ? 'DELETE' : id ? 'PUT' : 'POST',
        body: remove ? undefined : JSON.stringify({ words }),
      }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

/** The words field of a group, checked as the server checks it. */
function WordsForm({ initial, label, submitLabel, onSave }: { initial: string; label: string; submitLabel: string; onSave: (words: string[]) => Promise<unknown> }) {
  const [value, setValue] = useState(initial);
  /** An i18n key, translated where it is shown. */
  const [error, setError] = useState<string>();
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ZSynonymGroupRequest.safeParse({ words: splitWords(value) });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'admin.errors.synonymWords');
        setError(undefined);
        void onSave(parsed.data.words).then(
          () => initial === '' && setValue(''),
          () => undefined,
        );
      }}
    >
      <div className="min-w-0 flex-1">
        <TextField label={label} value={value} dir="auto" onChange={(event) => setValue(event.target.value)} error={error} announceError />
      </div>
      <button type="submit" className={primaryButton}>
        {submitLabel}
      </button>
    </form>
  );
}

function SynonymRow({ group }: { group: TSynonymGroup }) {
  const { t } = useTranslation();
  const save = useSaveSynonyms();
  const [isEditing, setEditing] = useState(false);
  const words = group.words.join('، ');
  const fail = (error: unknown) => {
    toast.error(t('errors.internal'));
    throw error;
  };
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line bg-card p-3">
      {isEditing ? (
        <WordsForm
          initial={group.words.join(', ')}
          label={t('admin.settings.synonymsWords')}
          submitLabel={t('admin.settings.save')}
          onSave={(next) =>
            save.mutateAsync({ id: group.id, words: next }).then(() => {
              toast.success(t('admin.settings.synonymsSaved'));
              setEditing(false);
            }, fail)
          }
        />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p dir="auto" className="min-w-0 flex-1 break-words">
            {words}
          </p>
          <div className="flex gap-2">
            <button type="button" aria-label={t('admin.settings.editNamed', { words })} className={secondaryButton} onClick={() => setEditing(true)}>
              {t('admin.settings.edit')}
            </button>
            <button
              type="button"
              aria-label={t('admin.settings.deleteNamed', { words })}
              disabled={save.isPending}
              className={dangerButton}
              onClick={() => void save.mutateAsync({ id: group.id, remove: true }).then(() => toast.success(t('admin.settings.synonymsDeleted')), fail).catch(() => undefined)}
            >
              {t('admin.settings.delete')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** The search synonyms list: find, add, edit and delete groups of words that mean the same goods. */
export function SynonymsSection() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const query = useAdminList<TSynonymGroup>('synonyms', { q });
  const save = useSaveSynonyms();
  return (
    <section aria-labelledby="synonyms-heading" className="flex flex-col gap-4 rounded-2xl border border-line bg-card p-5 shadow-sm">
      <h2 id="synonyms-heading" className="text-lg font-bold">
        {t('admin.settings.synonyms')}
      </h2>
      <p className="text-sm text-muted">{t('admin.settings.synonymsHelp')}</p>
      <WordsForm
        initial=""
        label={t('admin.settings.synonymsNew')}
        submitLabel={t('admin.settings.synonymsAdd')}
        onSave={(words) =>
          save.mutateAsync({ words }).then(
            () => toast.success(t('admin.settings.synonymsSaved')),
            (error: unknown) => {
              toast.error(t('errors.internal'));
              throw error;
            },
          )
        }
      />
      <TextField label={t('admin.settings.synonymsFilter')} type="search" dir="auto" value={q} onChange={(event) => setQ(event.target.value.trim())} />
      <AdminList query={query} render={(group) => <SynonymRow group={group} />} />
    </section>
  );
}
