import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { TEST_PAYMENTS_HOME_PAGE } from '../../src/contract/test-payments.ts'
import { markTestPayments } from './test-payments-page.ts'

/** The prerendered home page the build writes beside index.html. */
const HOME_PAGE = 'home.html'

/**
 * Serves the built web app (Vite's dist/) beside the API. Paths the files do not answer are the
 * client's routes (/dashboard, /profile ...) and get index.html, so a reload or a shared link
 * works; paths under /api never do (they get the JSON 404 of the error handler).
 *
 * `testPayments` (CHECKOUT_MODE=test): every page is sent marked (test-payments-page.ts) so the
 * app shows the test-payments ribbon, and home is its prerendered variant with the ribbon drawn in.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  { testPayments = false }: { testPayments?: boolean } = {},
): Promise<void> {
  const root = path.resolve(webDistDir)
  const built = existsSync(path.join(root, 'index.html'))
  // Home prerendered for a visitor (scripts/vite-prerender-home-plugin.ts), sent for / only.
  const homePage = testPayments ? TEST_PAYMENTS_HOME_PAGE : HOME_PAGE
  const home = existsSync(path.join(root, homePage)) ? homePage : 'index.html'
  /** A page of the app: the file as built, or read and marked while payments are in test mode. */
  const sendPage = async (reply: FastifyReply, file: string) => {
    reply.header('cache-control', 'no-cache')
    if (!testPayments) return reply.sendFile(file)
    const page = await readFile(path.join(root, file), 'utf8')
    return reply.type('text/html; charset=utf-8').send(markTestPayments(page))
  }
  if (built) {
    await app.register(fastifyStatic, {
      root,
      // `/` is answered below, with the prerendered home when the build has one.
      index: false,
      // In test mode no page goes out unmarked, as /index.html or /home.html would from here.
      ...(testPayments ? { allowedPath: (pathName: string) => !pathName.endsWith('.html') } : {}),
      // Vite fingerprints everything under assets/, so those may be cached for good; index.html
      // must be revalidated or a new deploy would never reach a returning visitor.
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        )
      },
    })
    app.get('/', (_request, reply) => sendPage(reply, home))
  }
  app.decorate('webAppFallback', (request: FastifyRequest, reply: FastifyReply) => {
    const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? ''
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !lastSegment.includes('.')
    if (built && isPage) return sendPage(reply, 'index.html')
    const message = built
      ? `Not found: ${request.url}`
      : `The web app is not built yet (no ${path.join(webDistDir, 'index.html')}). Run \`npm run build\`, or \`npm start\`, which builds it.`
    return reply.code(404).type('text/plain; charset=utf-8').send(message)
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a non-API path that no file matched. */
    webAppFallback: (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => FastifyReply | Promise<FastifyReply>
  }
}
