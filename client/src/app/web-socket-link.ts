// The WebSocket transport (graphql-ws) of subscriptions. Loaded by apollo-client.ts only when a
// page first subscribes (decision 0012): storefront pages that never do skip its download.
import type { ApolloLink } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { languageOfPath } from "@shared/i18n/url-language";
import { createClient } from "graphql-ws";
import { credentialHeaders, type Realm, realmForPath, SESSION_EVENT } from "../lib/credentials";
import { endSession, sessionEndOf } from "../lib/session-end";
import { socketStatus } from "../lib/socket-status";

function webSocketUrl(graphqlPath: string): string {
  const protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${window.location.host}${graphqlPath}`;
}

/** graphql-ws's own test for what it retries by default: a close, not an error. */
/**
 * The server's close code when it shuts down (1012 Service Restart, decision 0047): another
 * instance, or this one restarted, takes the board at once, so the first retry does not wait.
 */
export const RESTART_CLOSE_CODE = 1012;

const isCloseEvent = (value: unknown) =>
  typeof value === "object" && value !== null && "code" in value && "reason" in value;

/** Who the socket speaks for: the session's client and uid (a rotated access token is the same session). */
const sessionKey = (params: Record<string, string>) => `${params.client ?? ""} ${params.uid ?? ""}`;

export function webSocketLink(currentPath: () => string, graphqlPath: string): ApolloLink {
  let connectedAs: string | null = null;
  // Whose credentials the open socket carries, if any: a session end (4401/4403) forgets them.
  let connectedRealm: Realm | null = null;
  let lastCloseCode: number | null = null;
  // graphql-ws connects lazily, on the first subscription, and reconnects on its own. The params
  // are a function so every (re)connection sends the credentials stored at that moment.
  const client = createClient({
    url: webSocketUrl(graphqlPath),
    lazy: true,
    // A kitchen board must come back by itself after any outage, however long: retry forever,
    // waiting 0.5 s, 1 s, 2 s, then at most 5 s (with jitter, so many boards do not reconnect at once).
    retryAttempts: Number.POSITIVE_INFINITY,
    // A restart (1012) is retried at once, within 0.2 s.
    retryWait: (retries) =>
      new Promise((resolve) =>
        setTimeout(
          resolve,
          retries === 0 && lastCloseCode === RESTART_CLOSE_CODE
            ? Math.random() * 200
            : Math.min(5_000, 500 * 2 ** retries) + Math.random() * 500,
        ),
      ),
    // The server closes a socket whose session ended: retrying would send the dead token again.
    shouldRetry: (event) => isCloseEvent(event) && sessionEndOf(event) === null,
    connectionParams: () => {
      const realm = realmForPath(currentPath());
      const params = credentialHeaders(realm);
      connectedAs = sessionKey(params);
      connectedRealm = Object.keys(params).length > 0 ? realm : null;
      // The page's language (decision 0052), as HTTP requests send it in X-Shop-Lang.
      return { ...params, lang: languageOfPath(currentPath().split("?")[0] ?? "/") };
    },
    on: {
      connecting: socketStatus.connecting,
      connected: socketStatus.connected,
      closed: (event) => {
        lastCloseCode = isCloseEvent(event) ? (event as CloseEvent).code : null;
        const [realm, as] = [connectedRealm, connectedAs];
        connectedAs = null;
        connectedRealm = null;
        socketStatus.closed();
        const end = sessionEndOf(event);
        // Only the session the socket spoke for: not one signed in since (in another tab).
        if (end && realm && sessionKey(credentialHeaders(realm)) === as) endSession(realm, end);
      },
    },
  });
  // Logging in or out (here or in another tab) changes who the open socket speaks for:
  // terminating it makes graphql-ws reconnect with the new credentials.
  const onSessionChange = () => {
    if (connectedAs === null) return;
    if (sessionKey(credentialHeaders(realmForPath(currentPath()))) !== connectedAs) client.terminate();
  };
  window.addEventListener(SESSION_EVENT, onSessionChange);
  window.addEventListener("storage", onSessionChange);
  return new GraphQLWsLink(client);
}
