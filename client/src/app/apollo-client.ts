import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { OperationTypeNode } from "graphql";
import { createClient } from "graphql-ws";

const GRAPHQL_PATH = "/graphql";

function webSocketUrl(): string {
  const protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

const httpLink = new HttpLink({ uri: GRAPHQL_PATH });

// graphql-ws connects lazily, on the first subscription, and reconnects on its own.
const wsLink = new GraphQLWsLink(createClient({ url: webSocketUrl(), lazy: true, retryAttempts: 5 }));

const link = ApolloLink.split(
  (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
  wsLink,
  httpLink,
);

export const apolloClient = new ApolloClient({
  link,
  cache: new InMemoryCache(),
});
