import { queryOptions } from '@tanstack/react-query';
import type { TSiteInfo } from '#common/schemas/site.ts';
import { apiFetch } from '#client/lib/api.ts';

export const siteInfoQuery = queryOptions({
  queryKey: ['site'],
  queryFn: () => apiFetch<TSiteInfo>('/api/v1/site'),
  staleTime: 5 * 60_000,
});
