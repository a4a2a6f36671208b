import type { IncomingMessage, ServerResponse } from "node:http";
import type { PubSub } from "graphql-yoga";
import { LANGUAGE_HEADER, type Language, resolveLanguage } from "../../shared/i18n/languages.js";
import type { PrismaClient } from "./generated/prisma/client.js";
import type { Jobs } from "./jobs/jobs.js";
import type { Mailer } from "./mail/mail.js";
import {
  type Authentication,
  authenticate,
  credentialHeaders,
  presentedCredentials,
  type Viewer,
} from "./modules/auth/viewer.js";
import type { MediaStore } from "./modules/catalog-admin/images.js";
import type { PaymentGateway } from "./modules/order/payment-gateway.js";
import type { PubSubTopics } from "./pubsub.js";

export type { Viewer };

export interface RequestInfo {
  transport: "http" | "ws";
  ip: string | null;
  userAgent: string | null;
}

/** The one context shared by GraphQL over HTTP, GraphQL over WebSocket and the REST adapter. */
export interface Context {
  prisma: PrismaClient;
  /** Who is calling, from the access-token / client / uid headers (or the WebSocket's connection_init). */
  viewer: Viewer | null;
  auth: Authentication;
  pubsub: PubSub<PubSubTopics>;
  mailer: Mailer;
  /** Durable background work (pg-boss); absent in scripts, which then schedule nothing. */
  jobs?: Pick<Jobs, "send">;
  /** Uploaded photos (DATA_DIR/media). */
  media: MediaStore;
  /** The card payment gateway (the built-in sandbox unless another is configured). */
  gateway: PaymentGateway;
  /** This site's public origin, for links in mails and redirect checks. */
  publicUrl: string;
  request: RequestInfo;
  /**
   * The visitor's language (X-Shop-Lang, or a WebSocket's connectionParams.lang; issue 35): the
   * catalog's names come in it. Always Japanese for administrators: staff screens stay Japanese.
   */
  language: Language;
  /** Per-request memo so that, e.g., the tax rate is read once however many prices are shown. */
  memo<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export interface ContextDeps {
  prisma: PrismaClient;
  pubsub: PubSub<PubSubTopics>;
  mailer: Mailer;
  jobs?: Pick<Jobs, "send">;
  media: MediaStore;
  gateway: PaymentGateway;
  publicUrl: string;
  /** Proxies in front of the app (TRUST_PROXY): their X-Forwarded-For entries name the client. */
  trustProxy?: number;
}

/**
 * The client's address: the socket's, or behind `hops` trusted proxies the entry they added to
 * X-Forwarded-For (entries further left were written by the client and prove nothing).
 */
export function clientAddress(req: IncomingMessage | undefined, hops = 0): string | null {
  const socket = req?.socket.remoteAddress ?? null;
  if (!req || hops === 0) return socket;
  const header = req.headers["x-forwarded-for"];
  const entries = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  return entries[entries.length - hops] ?? entries[0] ?? socket;
}

export async function createContext(
  deps: ContextDeps,
  source: {
    req?: IncomingMessage;
    res?: ServerResponse;
    transport: RequestInfo["transport"];
    connectionParams?: Record<string, unknown>;
    /** Already known (a WebSocket's, from its connection_init): not checked again. */
    authentication?: Authentication;
  },
): Promise<Context> {
  const cache = new Map<string, Promise<unknown>>();
  const header = source.req?.headers["user-agent"];
  const credentials = presentedCredentials(
    source.transport === "ws" ? source.connectionParams : (source.req?.headers as Record<string, unknown>),
  );
  // Over WebSocket there is no response to carry a new token, so it is never rotated there.
  const auth =
    source.authentication ??
    (await authenticate(deps.prisma, credentials, { rotate: source.transport === "http" }));
  const res = source.res;
  if (auth.refreshed && res && !res.headersSent) {
    // Merged by node into whatever status and headers the handler writes later.
    for (const [name, value] of Object.entries(credentialHeaders(auth.refreshed, auth.refreshed.uid))) {
      res.setHeader(name, value);
    }
  }
  return {
    prisma: deps.prisma,
    pubsub: deps.pubsub,
    mailer: deps.mailer,
    jobs: deps.jobs,
    media: deps.media,
    gateway: deps.gateway,
    publicUrl: deps.publicUrl,
    viewer: auth.viewer,
    auth,
    language: requestLanguage(auth.viewer, source),
    request: {
      transport: source.transport,
      ip: clientAddress(source.req, deps.trustProxy),
      userAgent: typeof header === "string" ? header : null,
    },
    memo<T>(key: string, load: () => Promise<T>): Promise<T> {
      let value = cache.get(key) as Promise<T> | undefined;
      if (!value) {
        value = load();
        cache.set(key, value);
      }
      return value;
    },
  };
}

/** The language a request asks for (decision 0053); administrators always read Japanese. */
export function requestLanguage(
  viewer: Viewer | null,
  source: {
    req?: IncomingMessage;
    transport: RequestInfo["transport"];
    connectionParams?: Record<string, unknown>;
  },
): Language {
  if (viewer?.kind === "admin") return "ja";
  return resolveLanguage(
    source.transport === "ws" ? source.connectionParams?.lang : source.req?.headers[LANGUAGE_HEADER],
  );
}
