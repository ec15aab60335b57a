import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, useRouteError } from 'react-router';
import { AuthEvents } from '../features/auth/AuthEvents';
import { RequireAuth } from '../features/auth/guards';
import { PromptSelectionEffects } from '../features/prompts/PromptSelectionEffects';
import { useSignedOutSignal } from '../features/stories/signedOutSignal';
import { PageLoader } from '../ui/PageLoader';
import { ClassLinkGate } from './ClassLinkGate';
import { ErrorBoundary } from './ErrorBoundary';
import { HomePage, Retention } from './shell/HomePage';
import { PageLayout } from './shell/PageLayout';
import { NotFoundPage } from './shell/NotFoundPage';

function Root() {
  return (
    <ErrorBoundary>
      <AuthEvents />
      <PromptSelectionEffects />
      <SignedOutGate />
      <ClassLinkGate>
        <Outlet />
      </ClassLinkGate>
    </ErrorBoundary>
  );
}

// The signed-out notice and the story store it reads load only once a save found the session
// ended; mounted here, the notice outlives the story page that the sign-in guard replaces.
const SignedOutNotice = lazy(() =>
  import('../features/stories/SignedOutNotice').then((m) => ({ default: m.SignedOutNotice })),
);

function SignedOutGate() {
  const signedOut = useSignedOutSignal();
  if (!signedOut) return null;
  return (
    <Suspense fallback={null}>
      <SignedOutNotice />
    </Suspense>
  );
}

// The grid (with drag and drop) loads when first opened, keeping the first page small.
const GridPage = lazy(() =>
  import('../features/grid/GridPage').then((m) => ({ default: m.GridPage })),
);

const EditorPage = lazy(() =>
  import('../features/editor/EditorPage').then((m) => ({ default: m.EditorPage })),
);

const ResearchPage = lazy(() =>
  import('../features/research/ResearchPage').then((m) => ({ default: m.ResearchPage })),
);

const AdminConsole = lazy(() =>
  import('../features/admin').then((m) => ({ default: m.AdminConsole })),
);

const AdminEvidencePage = lazy(() =>
  import('../features/admin').then((m) => ({ default: m.AdminEvidencePage })),
);

const ClassViewPage = lazy(() =>
  import('../features/customLinks/ClassViewPage').then((m) => ({ default: m.ClassViewPage })),
);

const ReviewPage = lazy(() =>
  import('../features/feedback/ReviewPage').then((m) => ({ default: m.ReviewPage })),
);

const RubricsPage = lazy(() =>
  import('../features/rubrics/RubricsPage').then((m) => ({ default: m.RubricsPage })),
);

const DeepLinkPickerPage = lazy(() =>
  import('../features/lti/DeepLinkPickerPage').then((m) => ({ default: m.DeepLinkPickerPage })),
);

const ResourcePage = lazy(() =>
  import('../features/resources/ResourcePage').then((m) => ({ default: m.ResourcePage })),
);

function RouteError(): never {
  throw useRouteError(); // let the app's error boundary show the generic message
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: (
      <ErrorBoundary>
        <RouteError />
      </ErrorBoundary>
    ),
    children: [
      { path: '/', element: <HomePage /> },
      {
        path: '/grid',
        element: (
          <PageLayout>
            <RequireAuth>
              <Suspense fallback={<PageLoader />}>
                <GridPage />
              </Suspense>
            </RequireAuth>
          </PageLayout>
        ),
      },
      {
        // Full screen with its own tool header; Fabric loads with it, never on the first page.
        path: '/tool',
        element: (
          <RequireAuth>
            <Suspense fallback={<PageLoader />}>
              <EditorPage />
            </Suspense>
          </RequireAuth>
        ),
      },
      {
        path: '/researcher',
        element: (
          <PageLayout>
            <RequireAuth>
              <Suspense fallback={<PageLoader />}>
                <ResearchPage />
              </Suspense>
            </RequireAuth>
          </PageLayout>
        ),
      },
      {
        // A custom link's class view: the stories pupils started through it (its owner only).
        path: '/links/:id/class',
        element: (
          <PageLayout>
            <RequireAuth>
              <Suspense fallback={<PageLoader />}>
                <ClassViewPage />
              </Suspense>
            </RequireAuth>
          </PageLayout>
        ),
      },
      {
        // The link owner's review of a pupil's hand-in (docs/product/feedback.md).
        path: '/class/:linkId/review/:storyId',
        element: (
          <PageLayout>
            <RequireAuth>
              <Suspense fallback={<PageLoader />}>
                <ReviewPage />
              </Suspense>
            </RequireAuth>
          </PageLayout>
        ),
      },
      ...['/rubrics', '/rubrics/:rubricId'].map((path) => ({
        // A teacher's rubrics and the rubric editor (docs/product/feedback.md).
        path,
        element: (
          <PageLayout>
            <RequireAuth>
              <Suspense fallback={<PageLoader />}>
                <RubricsPage />
              </Suspense>
            </RequireAuth>
          </PageLayout>
        ),
      })),
      {
        // An instructor adds a big question to a course from a learning platform
        // (docs/product/lti.md); inside the platform's iframe, signed in by the frame token.
        path: '/lti/deep-link',
        element: (
          <PageLayout>
            <RequireAuth>
              <Suspense fallback={<PageLoader />}>
                <DeepLinkPickerPage />
              </Suspense>
            </RequireAuth>
          </PageLayout>
        ),
      },
      {
        // A printable Resources page (guides for pupils and teachers); open to visitors too.
        path: '/resources/:slug',
        element: (
          <PageLayout>
            <Suspense fallback={<PageLoader />}>
              <ResourcePage />
            </Suspense>
          </PageLayout>
        ),
      },
      {
        // How long data is kept, for pupils and parents: no sign-in needed.
        path: '/privacy',
        element: (
          <PageLayout>
            <Suspense fallback={<PageLoader />}>
              <Retention page />
            </Suspense>
          </PageLayout>
        ),
      },
      {
        // The console and its views (/admin/users, /admin/stats ...) route inside the admin chunk.
        path: '/admin/*',
        element: (
          <PageLayout>
            <RequireAuth>
              <Suspense fallback={<PageLoader />}>
                <AdminConsole />
              </Suspense>
            </RequireAuth>
          </PageLayout>
        ),
      },
      {
        // Outside the console's shell: this page has the app guard's own texts
        // (docs/product/admin-evidence.md).
        path: '/admin/evidence',
        element: (
          <PageLayout>
            <RequireAuth admin>
              <Suspense fallback={<PageLoader />}>
                <AdminEvidencePage />
              </Suspense>
            </RequireAuth>
          </PageLayout>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
