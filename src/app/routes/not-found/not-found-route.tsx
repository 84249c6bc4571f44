import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button } from '../../../ui/primitives/button.tsx'
import { EmptyState } from '../../../ui/primitives/empty-state.tsx'

/** Any path without a route: says so and leads home. */
export function NotFoundRoute() {
  const { t } = useTranslation()
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col justify-center px-4 py-10 sm:px-6">
      {/* The page stands alone (no layout), so its one heading is the page's h1. */}
      <EmptyState
        titleAs="h1"
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          <Button asChild>
            <Link to="/">{t('notFound.home')}</Link>
          </Button>
        }
      />
    </main>
  )
}
