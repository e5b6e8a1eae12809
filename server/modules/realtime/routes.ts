import { Hono } from 'hono';
import type { ErrorBody } from '#common/errors.ts';
import type { AppContext } from '#server/context.ts';
import { REALTIME_PATH } from './attach-realtime.ts';

/** A plain HTTP request to the WebSocket endpoint is told to upgrade. */
export function realtimeRoutes(_ctx: AppContext) {
  const app = new Hono();
  app.get(REALTIME_PATH, (c) =>
    c.json<ErrorBody>({ error: { code: 'bad_request', message: 'Connect with a WebSocket' } }, 426, { upgrade: 'websocket' }),
  );
  return app;
}
