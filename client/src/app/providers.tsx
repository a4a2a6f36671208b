import { ApolloProvider } from "@apollo/client/react";
import { RouterProvider } from "react-router/dom";
import { createApolloClient } from "./apollo-client";
import { router } from "./router";

const apolloClient = createApolloClient({
  navigate: (to, options) => void router.navigate(to, options),
  currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
});

export function Providers() {
  return (
    <ApolloProvider client={apolloClient}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
