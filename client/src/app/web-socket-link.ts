// The WebSocket transport (graphql-ws) of subscriptions. Loaded by apollo-client.ts only when a
// page first subscribes (decision 0012): storefront pages that never do skip its download.
import type { ApolloLink } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { createClient } from "graphql-ws";
import { credentialHeaders, realmForPath, SESSION_EVENT } from "../lib/credentials";
import { socketStatus } from "../lib/socket-status";

function webSocketUrl(graphqlPath: string): string {
  const protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${window.location.host}${graphqlPath}`;
}

/** Who the socket speaks for: the session's client and uid (a rotated access token is the same session). */
const sessionKey = (params: Record<string, string>) => `${params.client ?? ""} ${params.uid ?? ""}`;

export function webSocketLink(currentPath: () => string, graphqlPath: string): ApolloLink {
  let connectedAs: string | null = null;
  // graphql-ws connects lazily, on the first subscription, and reconnects on its own. The params
  // are a function so every (re)connection sends the credentials stored at that moment.
  const client = createClient({
    url: webSocketUrl(graphqlPath),
    lazy: true,
    retryAttempts: 5,
    connectionParams: () => {
      const params = credentialHeaders(realmForPath(currentPath()));
      connectedAs = sessionKey(params);
      return params;
    },
    on: {
      connecting: socketStatus.connecting,
      connected: socketStatus.connected,
      closed: () => {
        connectedAs = null;
        socketStatus.closed();
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
