import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** The prerendered home page the build writes beside index.html. */
const HOME_PAGE = 'home.html'

/**
 * Serves the built web app (Vite's dist/) beside the API. Paths the files do not answer are the
 * client's routes (/dashboard, /profile ...) and get index.html, so a reload or a shared link
 * works; paths under /api never do (they get the JSON 404 of the error handler).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const root = path.resolve(webDistDir)
  const built = existsSync(path.join(root, 'index.html'))
  // Home prerendered for a visitor (scripts/vite-prerender-home-plugin.ts), sent for / only.
  const home = existsSync(path.join(root, HOME_PAGE)) ? HOME_PAGE : 'index.html'
  if (built) {
    await app.register(fastifyStatic, {
      root,
      // `/` is answered below, with the prerendered home when the build has one.
      index: false,
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
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile(home))
  }
  app.decorate('webAppFallback', (request: FastifyRequest, reply: FastifyReply) => {
    const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? ''
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !lastSegment.includes('.')
    if (built && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    const message = built
      ? `Not found: ${request.url}`
      : `The web app is not built yet (no ${path.join(webDistDir, 'index.html')}). Run \`npm run build\`, or \`npm start\`, which builds it.`
    return reply.code(404).type('text/plain; charset=utf-8').send(message)
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a non-API path that no file matched. */
    webAppFallback: (request: FastifyRequest, reply: FastifyReply) => FastifyReply
  }
}
