import { Button, type ButtonProps } from '../primitives/button.tsx'

/** The four-colour G, drawn for JobFit (no hot-linked asset). */
export function GoogleLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5" focusable="false">
      <path
        fill="#4285F4"
        d="M44.5 24.5c0-1.6-.1-3.1-.4-4.5H24v8.5h11.5c-.5 2.7-2 5-4.3 6.5v5.4h7c4.1-3.8 6.3-9.3 6.3-15.9z"
      />
      <path
        fill="#34A853"
        d="M24 45.5c5.8 0 10.7-1.9 14.2-5.2l-7-5.4c-1.9 1.3-4.4 2.1-7.2 2.1-5.6 0-10.3-3.8-12-8.8H4.8v5.6C8.3 40.8 15.6 45.5 24 45.5z"
      />
      <path
        fill="#FBBC05"
        d="M12 28.2c-.4-1.3-.7-2.7-.7-4.2s.3-2.9.7-4.2v-5.6H4.8C3.3 17.2 2.5 20.5 2.5 24s.8 6.8 2.3 9.8l7.2-5.6z"
      />
      <path
        fill="#EA4335"
        d="M24 11c3.2 0 6 1.1 8.2 3.2l6.2-6.2C34.7 4.6 29.8 2.5 24 2.5 15.6 2.5 8.3 7.2 4.8 14.2l7.2 5.6c1.7-5 6.4-8.8 12-8.8z"
      />
    </svg>
  )
}

export type GoogleButtonProps = Omit<ButtonProps, 'variant' | 'asChild'>

/** The third-party sign-in button ('Sign in with Google' style). */
export function GoogleButton({ children, loading, ...props }: GoogleButtonProps) {
  return (
    <Button variant="secondary" size="lg" fullWidth loading={loading} {...props}>
      {loading ? null : <GoogleLogo />}
      {children}
    </Button>
  )
}
