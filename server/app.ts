import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { ErrorBody } from '#common/errors.ts';
import { compressAnswers } from './compress-answers.ts';
import type { AppContext } from './context.ts';
import { bootScript } from './inline-shell.ts';
import { API_BODY_LIMIT_BYTES, limitBody } from './lib/body-limit.ts';
import { AppError } from './lib/errors.ts';
import { checkOrigin } from './lib/origin.ts';
import { refuseNul } from './lib/validate.ts';
import { accountDataRoutes } from './modules/account-data/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { authRoutes, meRoutes } from './modules/auth/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { communityRoutes } from './modules/communities/routes.ts';
import { seoRoutes } from './modules/catalogue/seo-routes.ts';
import { enquiryRoutes } from './modules/enquiries/routes.ts';
import { favoriteRoutes } from './modules/favorites/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { postsRoutes } from './modules/posts/routes.ts';
import { profileRoutes } from './modules/profiles/routes.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { storageRoutes } from './modules/storage/routes.ts';
import { uploadRoutes } from './modules/storage/upload-routes.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { pageRenderer } from './render-page.ts';
import { staticRoutes } from './static.ts';

export type AppEnv = { Variables: { requestId: string } };

/** The whole HTTP surface of the portal, without a listening socket (tests call `app.request`). */
export function createApp(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const s3Origin = ctx.config.s3?.publicUrl ? new URL(ctx.config.s3.publicUrl).origin : undefined;

  app.use(async (c, next) => {
    c.set('requestId', crypto.randomUUID());
    await next();
  });
  // Pages, API answers, the sitemap and robots.txt travel compressed; the built client's files
  // already have brotli and gzip copies (server/static.ts), and stored files are images and PDFs.
  app.use(compressAnswers());
  const boot = bootScript(ctx.config.clientDir);
  const pageHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // boot.js is written into the page (server/inline-shell.ts) and allowed by its hash alone.
      scriptSrc: ["'self'", ...(boot ? [boot.cspSource] : [])],
      // Toast and dialog libraries inject style elements at run time; scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(s3Origin ? [s3Origin] : [])],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
    },
    // HSTS only means something over HTTPS; behind plain HTTP it would pin nothing.
    strictTransportSecurity: ctx.config.publicUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], geolocation: [], microphone: ['self'] },
  });
  // Stored files answer with their own, stricter policy (a sandboxed CSP, cross-origin CORP for
  // images on other sites); the page headers must not replace it.
  app.use((c, next) => (c.req.path.startsWith('/storage/v1/') ? next() : pageHeaders(c, next)));
  // Every API body is limited before anything reads it; uploads keep their own, larger limit.
  const apiBodyLimit = limitBody(API_BODY_LIMIT_BYTES);
  app.use('/api/*', (c, next) => (c.req.path.startsWith('/api/v1/uploads/') ? next() : apiBodyLimit(c, next)));
  app.use('/api/*', checkOrigin(ctx.config.publicUrl));
  // A NUL character in the path or the query is refused like one in a body (server/lib/validate.ts).
  app.use('/api/*', async (c, next) => {
    let path = c.req.path;
    try {
      path = decodeURIComponent(path);
    } catch {
      // A malformed escape is the route's to refuse.
    }
    refuseNul(c.req.queries(), 'query');
    refuseNul({ path }, 'path');
    await next();
  });

  app.route('/api', healthRoutes(ctx));
  app.route('/api', authRoutes(ctx));
  app.route('/api/v1', meRoutes(ctx));
  app.route('/api/v1', profileRoutes(ctx));
  app.route('/api/v1', accountDataRoutes(ctx));
  app.route('/api/v1', settingsRoutes(ctx));
  app.route('/api/v1', catalogueRoutes(ctx));
  app.route('/api/v1', postsRoutes(ctx));
  app.route('/api/v1', enquiryRoutes(ctx));
  app.route('/api/v1', messageRoutes(ctx));
  app.route('/api/v1', notificationRoutes(ctx));
  app.route('/api/v1', reportRoutes(ctx));
  app.route('/api/v1', verificationRoutes(ctx));
  app.route('/api/v1', adminRoutes(ctx));
  app.route('/api/v1', favoriteRoutes(ctx));
  app.route('/api/v1', communityRoutes(ctx));
  app.route('/', realtimeRoutes(ctx));
  app.route('/api/v1', searchRoutes(ctx));
  app.route('/', storageRoutes(ctx));
  app.route('/api/v1', uploadRoutes(ctx));
  app.route('/', seoRoutes(ctx));

  app.all('/api/*', (c) => c.json<ErrorBody>({ error: { code: 'not_found', message: 'No such API route' } }, 404));
  // Public pages are rendered with the data of this same app, asked in-process.
  app.route('/', staticRoutes(ctx, pageRenderer(ctx, (request) => app.fetch(request))));

  app.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json<ErrorBody>({ error: { code: error.code, message: error.message, fields: error.fields } }, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json<ErrorBody>({ error: { code: 'bad_request', message: error.message } }, error.status);
    }
    ctx.logger.error('request failed', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, error });
    return c.json<ErrorBody>({ error: { code: 'internal', message: 'Something went wrong on our side' } }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
