import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import type { ExecutionArgs } from "graphql";
import { useServer as serveGraphQLWs } from "graphql-ws/use/ws";
import { type WebSocket, WebSocketServer } from "ws";
import type { PrismaClient } from "../generated/prisma/client.js";
import { withRequestId } from "../lib/log.js";
import { type Authentication, authenticate, presentedCredentials } from "../modules/auth/viewer.js";
import { GRAPHQL_LIMITS } from "./limits.js";
import { type LiveSessions, SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_REASON } from "./live-sessions.js";
import { isTrustedDocument, trustedDocuments, trustedOnlyError } from "./trusted-documents.js";
import { isGraphQLError, type Yoga } from "./yoga.js";

const CLOSE_GRACE_MS = 3000;
/** Close code sent when live clients must reconnect and refetch (documented in decision 0015). */
export const RESYNC_CLOSE_CODE = 4205;
/**
 * Close code of a shutdown (1012 Service Restart): clients reconnect at once, to this instance
 * once it is back or to another behind the proxy, and refetch (decision 0047).
 */
export const RESTART_CLOSE_CODE = 1012;

type EnvelopedArgs = ExecutionArgs & {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
};

/**
 * GraphQL over WebSocket (graphql-ws protocol) on the HTTP server's /graphql path. Every
 * operation runs through yoga's envelop, so it gets the same schema, context, masking and
 * plugins as over HTTP (yoga's graphql-ws example).
 */
export function attachGraphQLWebSocket(
  server: Server,
  yoga: Yoga,
  options: { trustedOnly: boolean; prisma: PrismaClient; sessions: LiveSessions },
) {
  // Each socket speaks for whoever its connection_init named, checked once; LiveSessions closes it
  // when that session or its rights end (decision 0021).
  const authentications = new WeakMap<WebSocket, Authentication>();
  // noServer: upgrades are routed here, and the HTTP server's own errors (EADDRINUSE) stay its own.
  // maxPayload: ws's default (100 MiB) would buffer a whole huge frame before graphql-ws saw it.
  const wss = new WebSocketServer({ noServer: true, maxPayload: GRAPHQL_LIMITS.messageBytes });
  server.on("upgrade", (req, socket, head) => {
    const pathname = (req.url ?? "/").split("?", 1)[0];
    if (pathname !== yoga.graphqlEndpoint) {
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
  });
  const disposable = serveGraphQLWs(
    {
      // Each operation over a socket is a request of its own for the logs (decision 0048).
      execute: (args) => withRequestId(randomUUID(), () => (args as EnvelopedArgs).execute(args)) as never,
      subscribe: (args) =>
        withRequestId(randomUUID(), () => (args as EnvelopedArgs).subscribe(args)) as never,
      onConnect: async (ctx) => {
        const socket = ctx.extra.socket;
        const mark = options.sessions.mark();
        const credentials = presentedCredentials(ctx.connectionParams);
        const auth = await authenticate(options.prisma, credentials, { rotate: false });
        if (auth.rejected) {
          // Expired or signed out before connecting: the client must not retry with these.
          socket.close(SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_REASON);
          return false;
        }
        authentications.set(socket, auth);
        options.sessions.admit(socket, auth, mark);
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
          transport: "ws",
          authentication: authentications.get(ctx.extra.socket),
        });
        let document: ExecutionArgs["document"];
        // A hash (as over HTTP) or the document's text, which graphql-ws sends.
        const persisted = (payload.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined)
          ?.sha256Hash;
        const query =
          typeof persisted === "string" ? trustedDocuments().byHash.get(persisted) : payload.query;
        if (query === undefined) return [trustedOnlyError()];
        try {
          document = parse(query);
        } catch (error) {
          if (isGraphQLError(error)) return [error];
          throw error;
        }
        const args: EnvelopedArgs = {
          schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          execute,
          subscribe,
        };
        // Production: anonymous callers and customers run only the client's own operations.
        const viewer = (args.contextValue as { viewer?: { kind: string } | null }).viewer;
        if (options.trustedOnly && viewer?.kind !== "admin" && !isTrustedDocument(document)) {
          return [trustedOnlyError()];
        }
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
    },
    wss,
  );

  return {
    wss,
    /**
     * Asks every client to reconnect (close code 4205, which graphql-ws clients retry): after a
     * Redis outage a board or status page may have missed events, and refetches on reconnecting.
     */
    resync() {
      for (const socket of wss.clients) socket.close(RESYNC_CLOSE_CODE, "Resynchronise");
    },
    /** Closes every socket (1012 Service Restart: reconnect at once) and stops accepting new ones. */
    async close() {
      for (const socket of wss.clients) socket.close(RESTART_CLOSE_CODE, "Server restarting");
      // A client that never answers the close frame would hold shutdown for ws's 30 s timeout.
      const timer = setTimeout(() => {
        for (const socket of wss.clients) socket.terminate();
      }, CLOSE_GRACE_MS);
      try {
        await disposable.dispose();
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
