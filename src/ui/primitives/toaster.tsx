import { X } from 'lucide-react'
import { ToastBar, Toaster as HotToaster, toast as hotToast } from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { TOAST_MAX_WIDTH_PX, toastOptions } from './toast-settings.ts'

/** Re-exported so feature code shows toasts through the design system, not the library directly. */
export const toast = hotToast

/**
 * The app's one toast outlet (spec §9): durations per type, at most 20 kept, 350 px wide at most.
 * Each toast has a dismiss button so a keyboard user can close a toast that stays.
 */
export function Toaster() {
  const { t } = useTranslation()
  return (
    <div data-slot="toaster" aria-label={t('toast.region')} role="region">
      <HotToaster
        position="top-center"
        toastOptions={{
          ...toastOptions,
          className: 'text-sm text-ink',
          style: {
            maxWidth: TOAST_MAX_WIDTH_PX,
            borderRadius: 'var(--radius-ui)',
            boxShadow: 'var(--shadow-overlay)',
            border: '1px solid var(--color-border-subtle)',
            padding: '8px 12px',
          },
          success: {
            ...toastOptions.success,
            iconTheme: { primary: 'var(--color-success-700)', secondary: '#fff' },
          },
          error: {
            ...toastOptions.error,
            iconTheme: { primary: 'var(--color-danger-700)', secondary: '#fff' },
          },
        }}
      >
        {(item) => (
          <ToastBar toast={item}>
            {({ icon, message }) => (
              <>
                {icon}
                {message}
                {item.type !== 'loading' || item.duration === Number.POSITIVE_INFINITY ? (
                  <button
                    type="button"
                    onClick={() => hotToast.dismiss(item.id)}
                    className="rounded-ui p-1 text-ink-subtle hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-accent-600"
                    aria-label={t('toast.dismiss')}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                ) : null}
              </>
            )}
          </ToastBar>
        )}
      </HotToaster>
    </div>
  )
}
