import net from 'node:net'
import type { AddressInfo } from 'node:net'

/*
 * A TCP proxy for outage tests: the app talks to the database through it, and the test cuts it.
 * Never the machine's database server itself (it is shared), only our own connections to it.
 *
 *   const proxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 })
 *   openPostgres(proxy.urlFor(databaseUrl))
 *   await proxy.cut()       // every connection dropped, new ones refused (ECONNREFUSED)
 *   await proxy.restore()   // listening again on the same port
 *   await proxy.cutConnectionWhen((sent) => sent.includes('insert into "usage_events"'))
 */

export interface TcpProxy {
  /** The port the proxy listens on; the same after a cut and a restore. */
  port: number
  /** `url` (a postgres:// URL) with its host and port replaced by the proxy's. */
  urlFor(url: string): string
  /** Stops listening (new connections are refused) and destroys every open connection. */
  cut(): Promise<void>
  /** Listens again on the same port. */
  restore(): Promise<void>
  /**
   * Arms a one-shot trap: the first connection whose client sends bytes for which `match` is true
   * is destroyed before those bytes reach the server. Resolves when that has happened. `match`
   * sees the bytes as latin1 text: SQL appears as sent (drizzle's lower-case keywords).
   */
  cutConnectionWhen(match: (sent: string) => boolean): Promise<void>
  /** Open client connections. */
  readonly connections: number
  close(): Promise<void>
}

interface Pair {
  client: net.Socket
  upstream: net.Socket
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>()
  let trap: { match: (sent: string) => boolean; sprung: () => void } | undefined

  const destroy = (pair: Pair) => {
    pair.client.destroy()
    pair.upstream.destroy()
    pairs.delete(pair)
  }

  const server = net.createServer((client) => {
    const upstream = net.connect(target)
    const pair: Pair = { client, upstream }
    pairs.add(pair)
    // A message may be split between chunks: the trap sees the end of the previous one too, but
    // springs only on what is new (a match within that end alone was already passed over).
    let tail = ''
    client.on('data', (chunk: Buffer) => {
      const seen = tail + chunk.toString('latin1')
      const previous = tail
      tail = seen.slice(-200)
      if (trap !== undefined && trap.match(seen) && !trap.match(previous)) {
        const { sprung } = trap
        trap = undefined
        destroy(pair)
        sprung()
        return
      }
      upstream.write(chunk)
    })
    upstream.on('data', (chunk: Buffer) => client.write(chunk))
    // Either side closing or failing ends both (what a network cut looks like to each end).
    for (const socket of [client, upstream]) {
      socket.on('error', () => destroy(pair))
      socket.on('close', () => destroy(pair))
    }
  })

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })

  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve()
      server.close(() => resolve())
      for (const pair of [...pairs]) destroy(pair)
    })

  await listen(0)
  const { port } = server.address() as AddressInfo

  return {
    port,
    urlFor: (url) => {
      const through = new URL(url)
      through.hostname = '127.0.0.1'
      through.port = String(port)
      return through.toString()
    },
    cut: stopListening,
    restore: () => listen(port),
    cutConnectionWhen: (match) =>
      new Promise<void>((resolve) => {
        trap = { match, sprung: resolve }
      }),
    get connections() {
      return pairs.size
    },
    close: async () => {
      trap = undefined
      await stopListening()
    },
  }
}
