import { queryOptions } from '@tanstack/react-query';
import type { TSiteInfo } from '#common/schemas/site.ts';
import { apiFetch } from '#client/lib/api.ts';

export const siteInfoQuery = queryOptions({
  queryKey: ['site'],
  queryFn: ({ client }) => apiFetch<TSiteInfo>('/api/v1/site', { client }),
  staleTime: 5 * 60_000,
});
