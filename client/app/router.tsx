import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type LoaderFunction, type RouteObject } from 'react-router';
import { ProtectedPage } from '#client/features/shell/components/protected-page.tsx';
import { PageHydrated } from '#client/lib/hydration-gate.tsx';
import { loadTexts } from '#client/lib/i18n.ts';
import type { TextGroup } from '#common/i18n/text-groups.ts';
import { LoadingScreen } from './components/loading-screen.tsx';
import { PageErrorBoundary } from './components/page-error-boundary.tsx';
import { AppLayout } from './layout.tsx';
import { PAGE_TEXTS } from './page-texts.ts';

type Page = LazyExoticComponent<ComponentType>;

/** Every screen loads lazily; `pageLoaders` is also what the background prefetch calls. */
export const pageLoaders = {
  maintenance: () => import('./routes/maintenance.tsx'),
  oldHome: () => import('./routes/old-home.tsx'),
  signIn: () => import('./routes/sign-in.tsx'),
  signUp: () => import('./routes/sign-up.tsx'),
  addListing: () => import('./routes/add-listing.tsx'),
  account: () => import('./routes/account.tsx'),
  listing: () => import('./routes/listing.tsx'),
  supplier: () => import('./routes/supplier.tsx'),
  category: () => import('./routes/category.tsx'),
  subcategory: () => import('./routes/subcategory.tsx'),
  supplierCategory: () => import('./routes/supplier-category.tsx'),
  seller: () => import('./routes/seller.tsx'),
  messages: () => import('./routes/messages.tsx'),
  notifications: () => import('./routes/notifications.tsx'),
  search: () => import('./routes/search.tsx'),
  favorites: () => import('./routes/favorites.tsx'),
  businessGuide: () => import('./routes/business-guide.tsx'),
  visionGoals: () => import('./routes/vision-goals.tsx'),
  privacyPolicy: () => import('./routes/privacy-policy.tsx'),
  accountSecurity: () => import('./routes/account-security.tsx'),
  passwordUpdate: () => import('./routes/password-update.tsx'),
  emailVerification: () => import('./routes/email-verification.tsx'),
  verifyEmail: () => import('./routes/verify-email.tsx'),
  resetPassword: () => import('./routes/reset-password.tsx'),
  adminVerifications: () => import('./routes/admin-verifications.tsx'),
  adminEnquiries: () => import('./routes/admin-enquiries.tsx'),
  adminReports: () => import('./routes/admin-reports.tsx'),
  adminCommunities: () => import('./routes/admin-communities.tsx'),
  adminUsers: () => import('./routes/admin-users.tsx'),
  adminSettings: () => import('./routes/admin-settings.tsx'),
  adminAudit: () => import('./routes/admin-audit.tsx'),
  communities: () => import('./routes/communities.tsx'),
  community: () => import('./routes/community.tsx'),
  vendors: () => import('./routes/vendors.tsx'),
  categories: () => import('./routes/categories.tsx'),
  notFound: () => import('./routes/not-found.tsx'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

type PageModule = { default: ComponentType };
export type PageName = keyof typeof pageLoaders;
/** Pages whose code and texts are in: React.lazy takes them without suspending (preloadPage). */
const loadedPages = new Map<string, PageModule>();

/** The text groups each page loads beyond `core`, checked against the page names. */
const pageTexts: Partial<Record<PageName, readonly TextGroup[]>> = PAGE_TEXTS;
type UnknownPageInPageTexts = Exclude<keyof typeof PAGE_TEXTS, PageName>;
const _everyPageInPageTextsExists: UnknownPageInPageTexts extends never ? true : UnknownPageInPageTexts = true;

/**
 * A page's code and the texts it needs beyond `core`, fetched together: the page renders once
 * both are in, never with raw keys, and its texts add no round trip after its code.
 */
async function loadPage(name: PageName): Promise<PageModule> {
  const [module] = await Promise.all([pageLoaders[name](), loadTexts(pageTexts[name] ?? [])]);
  loadedPages.set(name, module);
  return module;
}

/**
 * A page loaded lazily. Once its code is in, it is handed over synchronously (a thenable that
 * answers at once), so that hydrating a server-rendered page does not suspend on it: a suspended
 * page would hydrate later, after the session has arrived, and differ from the server's HTML.
 */
function lazyPage(name: PageName): Page {
  return lazy(() => {
    const loaded = loadedPages.get(name);
    if (loaded) return { then: (resolve: (module: PageModule) => void) => resolve(loaded) } as unknown as Promise<PageModule>;
    return loadPage(name);
  });
}

const pages = Object.fromEntries(Object.keys(pageLoaders).map((name) => [name, lazyPage(name as PageName)])) as unknown as Record<
  keyof typeof pageLoaders,
  Page
>;

/** The specification's route table (section 2): path → screen. */
const routeTable: Array<[string, keyof typeof pageLoaders]> = [
  ['/', 'maintenance'],
  ['/old-home', 'oldHome'],
  ['/signin', 'signIn'],
  ['/sign-in', 'signIn'],
  ['/auth', 'signIn'],
  ['/signup', 'signUp'],
  ['/sign-up', 'signUp'],
  ['/add-listing', 'addListing'],
  ['/account', 'account'],
  ['/listing/:id', 'listing'],
  ['/supplier/:id', 'supplier'],
  ['/categories', 'categories'],
  ['/category/suppliers/:categoryId', 'supplierCategory'],
  ['/category/suppliers/:categoryId/subcategory/:subcategoryId', 'supplierCategory'],
  ['/category/suppliers/:categoryId/:subcategoryId', 'supplierCategory'],
  ['/category/:id', 'category'],
  ['/category/:categoryId/subcategory/:subcategoryId', 'subcategory'],
  ['/category/:categoryId/:subcategoryId', 'subcategory'],
  ['/seller/:id', 'seller'],
  ['/messages', 'messages'],
  ['/notifications', 'notifications'],
  ['/search', 'search'],
  ['/favorites', 'favorites'],
  ['/business-guide', 'businessGuide'],
  ['/vision-goals', 'visionGoals'],
  ['/privacy-policy', 'privacyPolicy'],
  ['/account-security', 'accountSecurity'],
  ['/password-update', 'passwordUpdate'],
  ['/email-verification', 'emailVerification'],
  ['/verify-email', 'verifyEmail'],
  ['/reset-password', 'resetPassword'],
  ['/admin/verifications', 'adminVerifications'],
  ['/admin/enquiries', 'adminEnquiries'],
  ['/admin/reports', 'adminReports'],
  ['/admin/communities', 'adminCommunities'],
  ['/admin/users', 'adminUsers'],
  ['/admin/settings', 'adminSettings'],
  ['/admin/audit', 'adminAudit'],
  ['/communities', 'communities'],
  ['/community/:id', 'community'],
  ['/vendors', 'vendors'],
  ['*', 'notFound'],
];

/** Screens for signed-in users only (specification section 6); visitors are sent to /sign-in. */
const protectedPages = new Set<keyof typeof pageLoaders>([
  'addListing',
  'messages',
  'notifications',
  'favorites',
  'communities',
  'community',
  'account',
  'accountSecurity',
  'adminVerifications',
  'adminEnquiries',
  'adminReports',
  'adminCommunities',
  'adminUsers',
  'adminSettings',
  'adminAudit',
]);

/**
 * Public screens the server renders with their data (docs/decisions/015-server-rendering.md); the
 * others (signed-in screens, admin, the auth forms, /) are rendered in the browser only.
 */
const serverRenderedPages = new Set<keyof typeof pageLoaders>([
  'oldHome',
  'categories',
  'category',
  'subcategory',
  'supplierCategory',
  'supplier',
  'listing',
  'seller',
  'vendors',
  'search',
  'businessGuide',
  'visionGoals',
  'privacyPolicy',
  'notFound',
]);

/** The screen a path opens, or undefined when its percent-encoding cannot be read. */
function pageAt(pathname: string): keyof typeof pageLoaders | undefined {
  if (!isReadablePath(pathname)) return undefined;
  const matches = matchRoutes(
    routeTable.map(([path, name]) => ({ path, id: name })),
    pathname,
  );
  return matches?.at(-1)?.route.id as keyof typeof pageLoaders | undefined;
}

/** Whether the server renders the page at a path (client/entry-server.tsx). */
export function isServerRendered(pathname: string): boolean {
  const name = pageAt(pathname);
  return name !== undefined && serverRenderedPages.has(name);
}

/**
 * The source file of the page at a path, as the build's manifest names it: the server names its
 * chunks in the HTML it renders (server/page-preloads.ts). `oldHome` is `routes/old-home.tsx`.
 */
export function pageModuleAt(pathname: string): string | undefined {
  const name = pageAt(pathname);
  return name && `client/app/routes/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;
}

/** Loads the code and texts of the page at a path, so that hydrating it waits for neither. */
export async function preloadPage(pathname: string): Promise<void> {
  const name = pageAt(pathname);
  if (name) await loadPage(name);
}

/** Whether a path's percent-encoding can be read; `/supplier/%E0%A4%A` cannot and names no page. */
function isReadablePath(pathname: string): boolean {
  try {
    // The decoded path is used, so that a minifier cannot drop the call as having no effect.
    return decodeURIComponent(pathname).startsWith('/');
  } catch {
    return false;
  }
}

function Shell() {
  const { pathname } = useLocation();
  const NotFound = pages.notFound;
  return (
    <AppLayout>
      {/* A page that failed does not fail the next one. */}
      <PageErrorBoundary key={pathname}>
        <Suspense fallback={<LoadingScreen />}>
          <PageHydrated />
          {isReadablePath(pathname) ? <Outlet /> : <NotFound />}
        </Suspense>
      </PageErrorBoundary>
    </AppLayout>
  );
}

/**
 * The route objects of every screen: the shell, and each page at its path. The server passes the
 * loaders that fetch a page's data before its one render (client/app/route-loaders.ts); the
 * browser's pages fetch their own.
 */
export function appRoutes({ loaders = {}, shellLoader }: { loaders?: Partial<Record<PageName, LoaderFunction>>; shellLoader?: LoaderFunction } = {}): RouteObject[] {
  return [
    {
      element: <Shell />,
      loader: shellLoader,
      children: routeTable.map(([path, name]) => {
        const Component = pages[name];
        return {
          path,
          loader: loaders[name],
          element: protectedPages.has(name) ? (
            <ProtectedPage>
              <Component />
            </ProtectedPage>
          ) : (
            <Component />
          ),
        };
      }),
    },
  ];
}

/**
 * Every screen at its address, inside the browser's `<BrowserRouter>` (client/main.tsx); the
 * server renders the same routes with their loaders through React Router's static handler
 * (client/entry-server.tsx).
 */
export function AppRoutes() {
  const routes = useMemo(() => appRoutes(), []);
  return useRoutes(routes);
}
