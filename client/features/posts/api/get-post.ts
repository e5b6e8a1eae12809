import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TListingDetail, TPostKind, TSupplierDetail } from '#common/schemas/posts.ts';
import { apiFetch } from '#client/lib/api.ts';

export type TPostDetail = TSupplierDetail | TListingDetail;

const PATHS: Record<TPostKind, string> = { supplier: '/api/v1/suppliers', listing: '/api/v1/listings' };

/** One post's detail page; the answer depends on the session (phone, paused posts of the owner). */
export function postQuery(kind: TPostKind, id: string) {
  return queryOptions({
    queryKey: ['posts', kind, id],
    queryFn: () => apiFetch<TPostDetail>(`${PATHS[kind]}/${encodeURIComponent(id)}`),
    staleTime: 60_000,
    retry: false,
  });
}

export function usePost(kind: TPostKind, id: string) {
  return useQuery(postQuery(kind, id));
}

export function postApiPath(kind: TPostKind, id?: string): string {
  return id ? `${PATHS[kind]}/${encodeURIComponent(id)}` : PATHS[kind];
}
