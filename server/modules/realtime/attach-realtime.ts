import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { AppContext } from '#server/context.ts';
import { isOwnOrigin } from '#server/lib/origin.ts';

/** The one WebSocket endpoint, on the portal's own server and port. */
export const REALTIME_PATH = '/api/realtime';

function refuse(socket: Duplex, status: 401 | 403 | 404 | 503, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Serves /api/realtime on an HTTP server: the upgrade is accepted only from the portal's own
 * Origin (a browser always sends it; other sites' pages are refused) and with a live session
 * (cookie, or bearer token for API clients). `?after={seq}` asks for the events after that number.
 */
export function attachRealtime(server: Server, ctx: AppContext): WebSocketServer {
  // No compression: per-socket deflate state costs tens of kilobytes and the frames are small.
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 4096, clientTracking: false });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== REALTIME_PATH) return refuse(socket, 404, 'Not Found');
      if (!isOwnOrigin(request.headers.origin, request.headers.host, ctx.config.publicUrl)) return refuse(socket, 403, 'Forbidden');
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers.set(name, value);
        else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      }
      let session: Awaited<ReturnType<AppContext['auth']['api']['getSession']>>;
      try {
        session = await ctx.auth.api.getSession({ headers });
      } catch (error) {
        ctx.logger.warn('realtime sign-in check failed', { error });
        return refuse(socket, 503, 'Service Unavailable');
      }
      if (!session) return refuse(socket, 401, 'Unauthorized');
      const afterParam = url.searchParams.get('after');
      const after = afterParam !== null && /^\d{1,15}$/.test(afterParam) ? Number(afterParam) : null;
      wss.handleUpgrade(request, socket, head, (ws) => {
        ctx.realtime
          .connect(ws, { userId: session.user.id, token: session.session.token }, after)
          .catch((error: unknown) => {
            ctx.logger.warn('realtime connect failed', { error });
            ws.close(1011);
          });
      });
    })();
  });
  return wss;
}
