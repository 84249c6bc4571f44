import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { Layout } from '../layout.tsx'
import { HomeRoute } from './home/home-route.tsx'
import { NotFoundRoute } from './not-found/not-found-route.tsx'
import { RequireAuth, RequireSignedOut } from './guards/guards.tsx'

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
const PricingRoute = lazy(() =>
  import('./pricing/pricing-route.tsx').then((m) => ({ default: m.PricingRoute })),
)
const PaymentSuccessRoute = lazy(() =>
  import('./payment/payment-success-route.tsx').then((m) => ({ default: m.PaymentSuccessRoute })),
)
const PaymentCancelRoute = lazy(() =>
  import('./payment/payment-cancel-route.tsx').then((m) => ({ default: m.PaymentCancelRoute })),
)
const ProRoute = lazy(() => import('./pro/pro-route.tsx').then((m) => ({ default: m.ProRoute })))

/**
 * Every route of spec §2 with its guard, inside the layout (navbar and footer) but for the not-found
 * page, plus the resume editor at /resumes/:id/edit.
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
          <Route path="/pro" element={<ProRoute />} />
          <Route path="/profile" element={<ProfileRoute />} />
        </Route>
        <Route path="/pricing" element={<PricingRoute />} />
        <Route path="/payment/success" element={<PaymentSuccessRoute />} />
        <Route path="/payment/cancel" element={<PaymentCancelRoute />} />
        <Route path="/executive-bio" element={<BioRoute />} />
        <Route path="/cover-letter" element={<CoverLetterRoute />} />
      </Route>
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  )
}
