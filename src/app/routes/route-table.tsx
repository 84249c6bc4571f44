import { isValidElement, lazy, useState, type ComponentType } from 'react'
import { createRoutesFromChildren, matchRoutes, Route, Routes } from 'react-router-dom'
import { Layout } from '../layout.tsx'
import { HomeRoute } from './home/home-route.tsx'
import { NotFoundRoute } from './not-found/not-found-route.tsx'
import { RequireAuth, RequireSignedOut } from './guards/guards.tsx'

/**
 * A page in a chunk of its own, loaded when its route is first rendered or by `preload`. Once
 * loaded it renders at once: React.lazy would suspend for a moment even on a loaded chunk, and
 * React holds a fallback up for 300 ms, so a page preloaded at start (main.tsx) would still open
 * on a spinner. Each mount keeps the component it started with, so the page never remounts.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined
  const preload = () =>
    load().then((module) => {
      loaded = module.default
      return module
    })
  const Lazy = lazy(preload)
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy)
    return <Component />
  }
  return Object.assign(Page, { preload })
}

type LazyPage = ReturnType<typeof lazyPage>

function isLazyPage(type: unknown): type is LazyPage {
  return typeof type === 'function' && 'preload' in type
}

/* Each page is its own chunk, loaded when its route is first opened. */
const SignInRoute = lazyPage(() =>
  import('./signin/sign-in-route.tsx').then((m) => ({ default: m.SignInRoute })),
)
const SignUpRoute = lazyPage(() =>
  import('./signup/sign-up-route.tsx').then((m) => ({ default: m.SignUpRoute })),
)
const ResetRequestRoute = lazyPage(() =>
  import('./reset-request/reset-request-route.tsx').then((m) => ({ default: m.ResetRequestRoute })),
)
const ResetPasswordRoute = lazyPage(() =>
  import('./reset-password/reset-password-route.tsx').then((m) => ({
    default: m.ResetPasswordRoute,
  })),
)
const ProfileRoute = lazyPage(() =>
  import('./profile/profile-route.tsx').then((m) => ({ default: m.ProfileRoute })),
)
const DashboardRoute = lazyPage(() =>
  import('./dashboard/dashboard-route.tsx').then((m) => ({ default: m.DashboardRoute })),
)
const ResumesRoute = lazyPage(() =>
  import('./resumes/resumes-route.tsx').then((m) => ({ default: m.ResumesRoute })),
)
const ResumeEditorRoute = lazyPage(() =>
  import('./resumes/resume-editor-route.tsx').then((m) => ({ default: m.ResumeEditorRoute })),
)
const ReviewRoute = lazyPage(() =>
  import('./review/review-route.tsx').then((m) => ({ default: m.ReviewRoute })),
)
const BioRoute = lazyPage(() =>
  import('./bio/bio-route.tsx').then((m) => ({ default: m.BioRoute })),
)
const CoverLetterRoute = lazyPage(() =>
  import('./cover-letter/cover-letter-route.tsx').then((m) => ({ default: m.CoverLetterRoute })),
)
const PricingRoute = lazyPage(() =>
  import('./pricing/pricing-route.tsx').then((m) => ({ default: m.PricingRoute })),
)
const PaymentSuccessRoute = lazyPage(() =>
  import('./payment/payment-success-route.tsx').then((m) => ({ default: m.PaymentSuccessRoute })),
)
const PaymentCancelRoute = lazyPage(() =>
  import('./payment/payment-cancel-route.tsx').then((m) => ({ default: m.PaymentCancelRoute })),
)
const ProRoute = lazyPage(() =>
  import('./pro/pro-route.tsx').then((m) => ({ default: m.ProRoute })),
)
const PrivacyRoute = lazyPage(() =>
  import('./privacy/privacy-route.tsx').then((m) => ({ default: m.PrivacyRoute })),
)

/**
 * Every route of spec §2 with its guard, inside the layout (navbar and footer) but for the not-found
 * page, plus the resume editor at /resumes/:id/edit.
 */
function pageRoutes() {
  return (
    <>
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
          <Route path="/resumes/:id/review" element={<ReviewRoute />} />
          <Route path="/pro" element={<ProRoute />} />
          <Route path="/profile" element={<ProfileRoute />} />
        </Route>
        <Route path="/pricing" element={<PricingRoute />} />
        <Route path="/payment/success" element={<PaymentSuccessRoute />} />
        <Route path="/payment/cancel" element={<PaymentCancelRoute />} />
        <Route path="/executive-bio" element={<BioRoute />} />
        <Route path="/cover-letter" element={<CoverLetterRoute />} />
        <Route path="/privacy" element={<PrivacyRoute />} />
      </Route>
      <Route path="*" element={<NotFoundRoute />} />
    </>
  )
}

export function AppRoutes() {
  return <Routes>{pageRoutes()}</Routes>
}

/**
 * Loads the chunk of the page at `pathname` (main.tsx, while the translations load), so the first
 * render draws the page rather than a spinner. Resolves either way: a failed load is left to the
 * route itself, which tries again and shows the error boundary.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const loads = (matchRoutes(createRoutesFromChildren(pageRoutes()), pathname) ?? []).map(
    async (match) => {
      const page = isValidElement(match.route.element) ? match.route.element.type : null
      if (isLazyPage(page)) await page.preload()
    },
  )
  await Promise.allSettled(loads)
}
