import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { OperationTypeNode } from "graphql";
import { createClient } from "graphql-ws";
import possibleTypes from "../gql/possible-types";
import { credentialHeaders, realmForPath, SESSION_EVENT } from "../lib/credentials";
import { socketStatus } from "../lib/socket-status";
import { type AuthLinkOptions, authLinks } from "./auth-links";
import { trustedDocumentLink } from "./trusted-document-link";

const GRAPHQL_PATH = "/graphql";

function webSocketUrl(): string {
  const protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

/** Who the socket speaks for: the session's client and uid (a rotated access token is the same session). */
const sessionKey = (params: Record<string, string>) => `${params.client ?? ""} ${params.uid ?? ""}`;

function webSocketLink(currentPath: () => string): GraphQLWsLink {
  let connectedAs: string | null = null;
  // graphql-ws connects lazily, on the first subscription, and reconnects on its own. The params
  // are a function so every (re)connection sends the credentials stored at that moment.
  const client = createClient({
    url: webSocketUrl(),
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

export function createApolloClient(options: AuthLinkOptions): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH });
  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    webSocketLink(options.currentPath),
    ApolloLink.from([authLinks(options), trustedDocumentLink, httpLink]),
  );
  // Result unions and the Error interface: without them `... on Error { message }` reads as missing.
  return new ApolloClient({ link, cache: new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes }) });
}
