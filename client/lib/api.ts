import type { QueryClient } from '@tanstack/react-query';
import type { ErrorBody, ErrorCode } from '#common/errors.ts';

/** An API failure with the server's error code; `network` when no answer came at all. */
export class ApiError extends Error {
  readonly code: ErrorCode | 'network';
  readonly status: number;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode | 'network', message: string, status: number, fields?: Record<string, string>) {
    super(message);
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

/**
 * How a query's requests reach the API: the query client they are made for may carry its own way
 * (the server renders each page with a query client whose requests go to its own Hono app, in
 * process: client/entry-server.tsx); every other request goes through the browser's fetch.
 */
const transports = new WeakMap<QueryClient, typeof fetch>();

/** Sends the requests of `client`'s queries through `send` (the server's per-render query client). */
export function setClientTransport(client: QueryClient, send: typeof fetch): void {
  transports.set(client, send);
}

export interface ApiRequestInit extends RequestInit {
  /** The query client the request is made for (a query function's `client`), which may route it. */
  client?: QueryClient;
}

/** Fetches JSON from the portal's API; throws ApiError with the server's code on failure. */
export async function apiFetch<T>(input: string, init: ApiRequestInit = {}): Promise<T> {
  const response = await apiResponse(input, init);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * The successful answer of an API request, for bodies that are not JSON (a download); throws
 * ApiError with the server's code on failure, like apiFetch.
 */
export async function apiResponse(input: string, { client, ...init }: ApiRequestInit = {}): Promise<Response> {
  const send = (client && transports.get(client)) ?? fetch;
  let response: Response;
  try {
    response = await send(input, {
      credentials: 'same-origin',
      ...init,
      headers: {
        accept: 'application/json',
        ...(init.body && !(init.body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch (error) {
    throw new ApiError('network', (error as Error).message, 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ErrorBody | undefined;
    throw new ApiError(body?.error.code ?? 'internal', body?.error.message ?? response.statusText, response.status, body?.error.fields);
  }
  return response;
}
