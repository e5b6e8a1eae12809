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

/** How requests reach the API: the browser's fetch, or the server's own app when it renders a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/**
 * Sends the API's requests to the server's Hono app in its own process instead of over the
 * network, while the server renders a page (client/entry-server.tsx). The server renders every
 * page as a visitor, so one transport serves all its renders.
 */
export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

/** Fetches JSON from the portal's API; throws ApiError with the server's code on failure. */
export async function apiFetch<T>(input: string, init: RequestInit = {}): Promise<T> {
  const response = await apiResponse(input, init);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * The successful answer of an API request, for bodies that are not JSON (a download); throws
 * ApiError with the server's code on failure, like apiFetch.
 */
export async function apiResponse(input: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await transport(input, {
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
