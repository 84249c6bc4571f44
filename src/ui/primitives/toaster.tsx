import { X } from 'lucide-react'
import { ToastBar, Toaster as HotToaster, toast as hotToast } from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { TOAST_MAX_WIDTH_PX, toastOptions } from './toast-settings.ts'

const ERROR_ARIA = { role: 'alert', 'aria-live': 'assertive' } as const

/**
 * The library's `toast`, re-exported so feature code shows toasts through the design system. Error
 * toasts are announced assertively (`role="alert"`); the library only takes that per call.
 */
export const toast: typeof hotToast = Object.assign(
  (...args: Parameters<typeof hotToast>) => hotToast(...args),
  hotToast,
  {
    error: ((message, options) =>
      hotToast.error(message, {
        ariaProps: ERROR_ARIA,
        ...options,
      })) satisfies typeof hotToast.error,
  },
)

/**
 * The app's one toast outlet (spec §9): durations per type, at most 20 kept, 350 px wide at most.
 * Each toast has a dismiss button so a keyboard user can close a toast that stays (loading).
 * `toast.custom(...)` renders its element as is: give it the look of `customToastClassName`.
 *
 * The library styles toasts with its own unlayered CSS, which beats Tailwind utilities, so the
 * look is set through `style` with the theme's CSS variables.
 */
export function Toaster() {
  const { t } = useTranslation()
  return (
    <div data-slot="toaster" aria-label={t('toast.region')} role="region">
      <HotToaster
        position="top-center"
        gutter={8}
        toastOptions={{
          ...toastOptions,
          style: {
            maxWidth: TOAST_MAX_WIDTH_PX,
            color: 'var(--color-ink)',
            background: 'var(--color-surface)',
            fontSize: 'var(--text-sm)',
            lineHeight: 'var(--text-sm--line-height)',
            borderRadius: 'var(--radius-ui)',
            boxShadow: 'var(--shadow-overlay)',
            border: '1px solid var(--color-border-subtle)',
            padding: '8px 8px 8px 12px',
          },
          success: {
            ...toastOptions.success,
            iconTheme: { primary: 'var(--color-success-700)', secondary: 'var(--color-surface)' },
          },
          error: {
            ...toastOptions.error,
            iconTheme: { primary: 'var(--color-danger-700)', secondary: 'var(--color-surface)' },
          },
          loading: {
            ...toastOptions.loading,
            iconTheme: {
              primary: 'var(--color-accent-600)',
              secondary: 'var(--color-border-subtle)',
            },
          },
        }}
      >
        {(item) => (
          <ToastBar toast={item}>
            {({ icon, message }) => (
              <>
                {icon}
                {message}
                <button
                  type="button"
                  data-slot="toast-dismiss"
                  onClick={() => hotToast.dismiss(item.id)}
                  className="inline-flex size-7 shrink-0 items-center justify-center self-start rounded-ui text-ink-subtle transition-colors hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-accent-600"
                  aria-label={t('toast.dismiss')}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </>
            )}
          </ToastBar>
        )}
      </HotToaster>
    </div>
  )
}

/** The toast look for `toast.custom(<div className={customToastClassName}>…</div>)`. */
export const customToastClassName =
  // max-w matches TOAST_MAX_WIDTH_PX.
  'pointer-events-auto flex w-full max-w-[350px] items-start gap-3 rounded-ui border border-border-subtle bg-surface p-3 text-sm text-ink shadow-overlay'
