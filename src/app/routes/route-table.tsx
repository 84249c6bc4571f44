import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { Layout } from '../layout.tsx'
import { HomeRoute } from './home/home-route.tsx'
import { NotFoundRoute } from './not-found/not-found-route.tsx'
import { RequireAuth, RequireSignedOut } from './guards/guards.tsx'
import type { PlaceholderPageId } from './placeholder/placeholder-route.tsx'

/* Each page is its own chunk, loaded when its route is first opened. */
const SignInRoute = lazy(() =>
  import('./signin/sign-in-route.tsx').then((m) => ({ default: m.SignInRoute })),
)
const SignUpRoute = lazy(() =>
  import('./signup/sign-up-route.tsx').then((m) => ({ default: m.SignUpRoute })),
)
const ResetRequestRoute = lazy(() =>
  import('./reset-request/reset-request-route.tsx').then((m) => ({ default: m.ResetRequestRoute })),
)
const ResetPasswordRoute = lazy(() =>
  import('./reset-password/reset-password-route.tsx').then((m) => ({
    default: m.ResetPasswordRoute,
  })),
)
const ProfileRoute = lazy(() =>
  import('./profile/profile-route.tsx').then((m) => ({ default: m.ProfileRoute })),
)
const DashboardRoute = lazy(() =>
  import('./dashboard/dashboard-route.tsx').then((m) => ({ default: m.DashboardRoute })),
)
const ResumesRoute = lazy(() =>
  import('./resumes/resumes-route.tsx').then((m) => ({ default: m.ResumesRoute })),
)
const ResumeEditorRoute = lazy(() =>
  import('./resumes/resume-editor-route.tsx').then((m) => ({ default: m.ResumeEditorRoute })),
)
const BioRoute = lazy(() => import('./bio/bio-route.tsx').then((m) => ({ default: m.BioRoute })))
const CoverLetterRoute = lazy(() =>
  import('./cover-letter/cover-letter-route.tsx').then((m) => ({ default: m.CoverLetterRoute })),
)
const PlaceholderRoute = lazy(() =>
  import('./placeholder/placeholder-route.tsx').then((m) => ({ default: m.PlaceholderRoute })),
)

const placeholder = (page: PlaceholderPageId) => <PlaceholderRoute page={page} />

/**
 * Every route of spec §2 with its guard, inside the layout (navbar and footer) but for the not-found
 * page, plus the resume editor at /resumes/:id/edit. Pages other issues build show their heading
 * until then: /pro, /pricing, /payment/success, /payment/cancel.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<HomeRoute />} />
        <Route element={<RequireSignedOut />}>
          <Route path="/signin" element={<SignInRoute />} />
          <Route path="/signup" element={<SignUpRoute />} />
          <Route path="/reset-request" element={<ResetRequestRoute />} />
          <Route path="/reset-password" element={<ResetPasswordRoute />} />
        </Route>
        <Route element={<RequireAuth />}>
          <Route path="/dashboard" element={<DashboardRoute />} />
          <Route path="/resumes" element={<ResumesRoute />} />
          <Route path="/resumes/:id/edit" element={<ResumeEditorRoute />} />
          <Route path="/pro" element={placeholder('pro')} />
          <Route path="/profile" element={<ProfileRoute />} />
        </Route>
        <Route path="/pricing" element={placeholder('pricing')} />
        <Route path="/payment/success" element={placeholder('paymentSuccess')} />
        <Route path="/payment/cancel" element={placeholder('paymentCancel')} />
        <Route path="/executive-bio" element={<BioRoute />} />
        <Route path="/cover-letter" element={<CoverLetterRoute />} />
      </Route>
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  )
}
