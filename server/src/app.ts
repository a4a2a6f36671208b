// One node:http server: GraphQL (yoga) at /graphql over HTTP and WebSocket, the spec's REST
// calls under /api, /healthz, and the built client with an SPA fallback.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { getRequestListener, type HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { routePath } from "hono/route";
import { createApiRoutes } from "./api.js";
import { defineAppJobs } from "./app-jobs.js";
import type { Config } from "./config.js";
import type { Database } from "./db.js";
import { LiveSessions } from "./graphql/live-sessions.js";
import { attachGraphQLWebSocket } from "./graphql/ws.js";
import { createGraphQLServer } from "./graphql/yoga.js";
import { clientRoutes } from "./http/client-app.js";
import { compressionMiddleware } from "./http/compress-response.js";
import { menuDelivery } from "./http/menu/menu-delivery.js";
import { securityHeaders } from "./http/security-headers.js";
import { createJobs, JOB_SCHEMA } from "./jobs/jobs.js";
import { logger, requestIdFrom, withRequestId } from "./lib/log.js";
import { createMailer, createQueuedMailer } from "./mail/mail.js";
import { zipApiRoutes } from "./modules/address/address.rest.js";
import { takeBackup, watchBackups } from "./modules/backup/backup.service.js";
import { defineBackupJobs } from "./modules/backup/backup-jobs.js";
import { listenForCatalogChanges } from "./modules/catalog/catalog-events.js";
import { MediaStore, mediaDirOf } from "./modules/catalog-admin/images.js";
import { mediaRoutes } from "./modules/catalog-admin/media.rest.js";
import { healthRoutes } from "./modules/health/health.rest.js";
import { httpDuration, routeLabel, watchApp } from "./modules/metrics/metrics.js";
import { metricsRoutes } from "./modules/metrics/metrics.rest.js";
import { paymentGatewayOf } from "./modules/payment/gateway-config.js";
import { createPubSub } from "./pubsub.js";
import { NOT_FOUND_MESSAGE } from "./rest/rest.js";

/** How long close() lets in-flight requests finish before cutting their connections. */
const DRAIN_TIMEOUT_MS = 10_000;
/** What a running job (a mail being handed to SMTP) gets at least, after the requests drained. */
const JOBS_STOP_MIN_MS = 1_000;

export interface App {
  server: Server;
  /** Resolves with the bound port (useful with 0). */
  listen(port: number): Promise<number>;
  /**
   * Stops accepting connections, lets in-flight requests finish, closes WebSockets, stops the job
   * workers (running jobs finish) and closes the pubsub. The database belongs to the caller and
   * stays open.
   */
  close(): Promise<void>;
}

export async function createApp({
  db,
  config,
}: {
  db: Pick<Database, "prisma" | "ping" | "jobSql" | "kind" | "dumpTo" | "onBackupRequest">;
  config: Config;
}): Promise<App> {
  const pubsub = await createPubSub({ redisUrl: config.redisUrl, prefix: config.redisPrefix });
  const outboxDir =
    config.dataDir === ":memory:"
      ? path.join(tmpdir(), "karaage-outbox")
      : path.join(config.dataDir, "outbox");
  // Mail is queued in the database (in the caller's transaction) and delivered by a job worker.
  const jobs = createJobs({ sql: db.jobSql, fast: config.nodeEnv === "test" });
  const transport = createMailer({ smtpUrl: config.smtpUrl, outboxDir });
  const mailer = createQueuedMailer(jobs);
  const media = new MediaStore(mediaDirOf(config.dataDir));
  // Any instance's catalog write empties this instance's menu cache (through Redis when set).
  const stopCatalogListener = listenForCatalogChanges(pubsub.pubsub, db.prisma);
  const deps = {
    prisma: db.prisma,
    pubsub: pubsub.pubsub,
    mailer,
    jobs,
    media,
    gateway: paymentGatewayOf(config),
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
  };
  const yoga = createGraphQLServer({ ...deps, isProduction: config.isProduction });
  defineAppJobs(jobs, { ...deps, transport });
  if (config.backupDir) {
    const backups = {
      prisma: db.prisma,
      db,
      backupDir: config.backupDir,
      mediaDir: mediaDirOf(config.dataDir),
    };
    defineBackupJobs(jobs, backups);
    // `npm run backup` beside a server on the embedded database asks this process (0046).
    db.onBackupRequest(() => takeBackup(backups));
    await watchBackups(db.prisma);
  }
  try {
    await jobs.start();
  } catch (error) {
    await stopCatalogListener();
    await pubsub.close();
    throw error;
  }

  // The menu's caches, fast path, lead image and prerendered page: one folder (http/menu/).
  const menu = menuDelivery({ prisma: db.prisma, yoga, clientDistDir: config.clientDistDir });
  const web = new Hono<{ Bindings: HttpBindings }>();
  // The route template that answered (after next(), the route index is the responder's), for the
  // latency histogram's label: never the raw path.
  const matchedRoute = new WeakMap<ServerResponse, string>();
  web.use("*", async (c, next) => {
    await next();
    matchedRoute.set(c.env.outgoing, routePath(c));
  });
  // Answers of about 1 KB and more go out compressed (decision 0012); the built client's files
  // are compressed at build time and served by clientRoutes.
  web.use("/api/*", compressionMiddleware());
  web.use("/zipApi/*", compressionMiddleware());
  web.route("/", healthRoutes(db, pubsub, jobs));
  web.route("/", metricsRoutes(config.metricsToken));
  web.route("/api", createApiRoutes(deps));
  web.all("/api", (c) => c.json({ errors: [NOT_FOUND_MESSAGE] }, 404));
  web.all("/api/*", (c) => c.json({ errors: [NOT_FOUND_MESSAGE] }, 404));
  web.route("/media", mediaRoutes(media));
  web.route("/zipApi", zipApiRoutes);
  web.all("/zipApi/*", (c) => c.json({ status: 404, message: NOT_FOUND_MESSAGE, results: null }, 404));
  web.route(
    "/",
    // /menu without a filter: its first photo with the HTML, and the page already rendered.
    clientRoutes(config.clientDistDir, { pageLink: menu.pageLink, pageHtml: menu.pageHtml }),
  );
  web.notFound((c) => c.text("Not Found", 404));
  web.onError((error, c) => {
    logger.error({ err: error }, `[http] ${c.req.method} ${c.req.path} failed`);
    return c.text("Internal Server Error", 500);
  });
  const handleWeb = getRequestListener(web.fetch);

  const route = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? "/").split("?", 1)[0];
    if (pathname === yoga.graphqlEndpoint) return yoga(req, res);
    return handleWeb(req, res);
  };
  // On every answer, the fast path's included (decision 0036).
  const secure = securityHeaders({
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    graphiql: !config.isProduction,
  });

  let inFlight = 0;
  let closing = false;
  const drained: Array<() => void> = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    inFlight += 1;
    const arrived = performance.now();
    const pathname = (req.url ?? "/").split("?", 1)[0]!;
    res.once("close", () => {
      inFlight -= 1;
      if (closing && inFlight === 0) for (const resolve of drained.splice(0)) resolve();
      const route = routeLabel(pathname, matchedRoute.get(res), yoga.graphqlEndpoint);
      const status = `${Math.floor(res.statusCode / 100)}xx`;
      httpDuration.observe({ method: req.method ?? "", route, status }, (performance.now() - arrived) / 1000);
    });
    if (closing) {
      res.setHeader("Connection", "close");
      // Out of the proxy's rotation at once, while in-flight requests finish (decision 0047).
      if (pathname === "/readyz") {
        res.writeHead(503, { "content-type": "application/json" }).end('{"status":"stopping"}');
        return;
      }
    }
    // One id per request, answered in X-Request-Id and carried by every line it logs and every
    // job it queues (decision 0048).
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    res.setHeader("X-Request-Id", requestId);
    secure(req, res, pathname);
    return withRequestId(requestId, () => {
      // Menu cache hits are answered before yoga and Hono (decision 0023).
      if (menu.fastPath(req, res, pathname, route)) return;
      return route(req, res);
    });
  });
  // Idle keep-alive connections stay open longer than a client or a proxy keeps them (Caddy, a
  // load balancer, a browser's request pool): with Node's 5 s, a client reusing a connection just as
  // the server closes it gets ECONNRESET instead of an answer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const sessions = new LiveSessions(db.prisma);
  const stopSessionListener = sessions.listen(pubsub.pubsub);
  const ws = attachGraphQLWebSocket(server, yoga, {
    trustedOnly: config.isProduction,
    prisma: db.prisma,
    sessions,
  });
  pubsub.onResync(() => ws.resync());
  const unwatch = watchApp({
    jobCounts: async () => {
      const { rows } = await db.jobSql.executeSql(
        `SELECT name AS queue, state::text AS state, count(*)::int AS count FROM ${JOB_SCHEMA}.job
         WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`,
      );
      return rows as { queue: string; state: string; count: number }[];
    },
    openSockets: () => ws.wss.clients.size,
  });

  let closed: Promise<void> | undefined;
  const close = async () => {
    closing = true;
    unwatch();
    const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // One budget for requests and jobs together: a SIGTERM ends within about 10 s (decision 0047).
    const deadline = Date.now() + DRAIN_TIMEOUT_MS;
    await ws.close();
    if (inFlight > 0) {
      const timeout = new Promise<void>((resolve) =>
        setTimeout(resolve, Math.max(0, deadline - Date.now())).unref(),
      );
      await Promise.race([new Promise<void>((resolve) => drained.push(resolve)), timeout]);
    }
    server.closeAllConnections();
    await serverClosed;
    // After the requests (which queue jobs), before the pubsub (which jobs publish to).
    await jobs
      .stop(Math.max(JOBS_STOP_MIN_MS, deadline - Date.now()))
      .catch((error: unknown) => logger.error({ err: error }, "[jobs] stop failed"));
    await stopCatalogListener();
    await stopSessionListener();
    await pubsub.close();
    transport.close();
  };

  return {
    server,
    listen: (port) =>
      new Promise<number>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, () => {
          server.off("error", reject);
          resolve((server.address() as AddressInfo).port);
        });
      }),
    close: () => {
      closed ??= close();
      return closed;
    },
  };
}
