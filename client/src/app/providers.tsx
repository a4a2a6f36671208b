import { ApolloProvider } from "@apollo/client/react";
import { createApolloClient } from "./apollo-client";
import { RouteTree } from "./route-tree";
import { AppRouter, routerNavigation } from "./router";

const apolloClient = createApolloClient(routerNavigation);

export function Providers() {
  return (
    <ApolloProvider client={apolloClient}>
      <AppRouter>
        <RouteTree />
      </AppRouter>
    </ApolloProvider>
  );
}
