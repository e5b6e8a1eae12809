import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TextField } from '#client/app/components/form-field.tsx';
import { ApiError, apiFetch } from '#client/lib/api.ts';
import { useTranslation } from '#client/lib/texts.tsx';
import { toast } from '#client/lib/toast.tsx';
import { SEARCH_MISSES_DAYS, ZPluralPairRequest, ZSearchMissSynonymsRequest, type TSearchMiss } from '#common/schemas/admin.ts';
import { useAdminAction } from '../api/use-admin-action.ts';
import { ADMIN_KEY } from '../api/use-admin-list.ts';
import { primaryButton, secondaryButton } from './admin-list.tsx';
import { splitWords } from './synonyms-section.tsx';

/** One search that found nothing: its counts, and the two ways to teach the search its words. */
function MissRow({ miss }: { miss: TSearchMiss }) {
  const { t } = useTranslation();
  const action = useAdminAction();
  const [words, setWords] = useState('');
  const [singular, setSingular] = useState('');
  /** i18n keys, translated where they are shown. */
  const [wordsError, setWordsError] = useState<string>();
  const [singularError, setSingularError] = useState<string>();
  // Broken plurals are Arabic words, one at a time.
  const canBePlural = !/\s/.test(miss.query) && /[\u0621-\u064A]/.test(miss.query);

  /** A refusal of the server lands beside its field (a group grown past its limit); anything else in a toast. */
  const refused = (field: string, setError: (key: string) => void) => (error: unknown) => {
    const message = error instanceof ApiError ? error.fields?.[field] : undefined;
    if (message) setError(message);
    else toast.error(t(`errors.${error instanceof ApiError ? error.code : 'internal'}`));
  };

  const addSynonyms = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSearchMissSynonymsRequest.safeParse({ query: miss.query, words: splitWords(words) });
    if (!parsed.success) return setWordsError(parsed.error.issues[0]?.message ?? 'admin.errors.synonymWords');
    setWordsError(undefined);
    action.mutate(
      { path: 'search-misses/synonyms', body: parsed.data },
      { onSuccess: () => toast.success(t('admin.settings.synonymsSaved')), onError: refused('words', setWordsError) },
    );
  };
  const addPlural = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZPluralPairRequest.safeParse({ plural: miss.query, singular });
    if (!parsed.success) return setSingularError(parsed.error.issues[0]?.message ?? 'admin.errors.pluralWord');
    setSingularError(undefined);
    action.mutate(
      { path: 'plurals', method: 'PUT', body: parsed.data },
      { onSuccess: () => toast.success(t('admin.settings.pluralSaved')), onError: refused('singular', setSingularError) },
    );
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-card p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p dir="auto" className="min-w-0 break-words text-base font-bold">
          {miss.query}
        </p>
        <p className="text-sm text-muted">
          {t('admin.settings.missesCount', { count: miss.misses })}
          {' · '}
          {t('admin.settings.findsCount', { count: miss.finds })}
        </p>
      </div>
      <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={addSynonyms}>
        <div className="min-w-0 flex-1">
          <TextField
            label={t('admin.settings.missWords', { query: miss.query })}
            value={words}
            dir="auto"
            onChange={(event) => setWords(event.target.value)}
            error={wordsError}
            announceError
          />
        </div>
        <button type="submit" disabled={action.isPending} className={`${primaryButton} sm:min-w-44`}>
          {t('admin.settings.missAddSynonyms')}
        </button>
      </form>
      {canBePlural ? (
        <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={addPlural}>
          <div className="min-w-0 flex-1">
            <TextField
              label={t('admin.settings.missSingular', { query: miss.query })}
              value={singular}
              dir="auto"
              onChange={(event) => setSingular(event.target.value)}
              error={singularError}
              announceError
            />
          </div>
          <button type="submit" disabled={action.isPending} className={`${secondaryButton} sm:min-w-44`}>
            {t('admin.settings.missAddPlural')}
          </button>
        </form>
      ) : null}
    </li>
  );
}

/**
 * The searches that found nothing most often in the last 30 days (counted per day, without who
 * searched), each with how many later searches of its words found something, and forms that add
 * its words to a synonym group or as a plural (docs/decisions/055-search-ranking-and-missed-searches.md).
 */
export function SearchMissesSection() {
  const { t } = useTranslation();
  const misses = useQuery({
    queryKey: [...ADMIN_KEY, 'search-misses'],
    queryFn: () => apiFetch<{ items: TSearchMiss[] }>('/api/v1/admin/search-misses'),
    staleTime: 0,
    retry: false,
  });
  return (
    <section aria-labelledby="search-misses-heading" className="flex flex-col gap-4 rounded-2xl border border-line bg-card p-5 shadow-sm">
      <h2 id="search-misses-heading" className="text-lg font-bold">
        {t('admin.settings.misses')}
      </h2>
      <p className="text-sm text-muted">{t('admin.settings.missesHelp', { days: SEARCH_MISSES_DAYS })}</p>
      {misses.isError ? (
        <p role="alert" className="text-danger">
          {t('admin.loadFailed')}
        </p>
      ) : misses.data && misses.data.items.length === 0 ? (
        <p className="text-muted">{t('admin.settings.missesEmpty', { days: SEARCH_MISSES_DAYS })}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-labelledby="search-misses-heading">
          {misses.data?.items.map((miss) => (
            <MissRow key={miss.query} miss={miss} />
          ))}
        </ul>
      )}
    </section>
  );
}
