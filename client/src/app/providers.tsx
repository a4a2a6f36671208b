import { ApolloProvider } from "@apollo/client/react";
import { RouterProvider } from "react-router/dom";
import { apolloClient } from "./apollo-client";
import { router } from "./router";

export function Providers() {
  return (
    <ApolloProvider client={apolloClient}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
