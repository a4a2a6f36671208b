import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { OperationTypeNode } from "graphql";
import { Observable, type Subscription } from "rxjs";
import possibleTypes from "../gql/possible-types";
import { type AuthLinkOptions, authLinks } from "./auth-links";
import { languageLink } from "./language-link";
import { prefetchedLink } from "./prefetched-link";
import { trustedDocumentLink } from "./trusted-document-link";

const GRAPHQL_PATH = "/graphql";

/**
 * Subscriptions' link, standing in for web-socket-link.ts until the first subscription imports it
 * (graphql-ws and its Apollo link are not part of the first load).
 */
class DeferredWebSocketLink extends ApolloLink {
  private link: Promise<ApolloLink> | undefined;

  constructor(private readonly currentPath: () => string) {
    super();
  }

  override request(operation: ApolloLink.Operation, forward: ApolloLink.ForwardFunction) {
    this.link ??= import("./web-socket-link").then((m) => m.webSocketLink(this.currentPath, GRAPHQL_PATH));
    return new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | undefined;
      let closed = false;
      this.link?.then(
        (link) => {
          if (!closed) subscription = link.request(operation, forward).subscribe(observer);
        },
        (error: unknown) => observer.error(error),
      );
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  }
}

export function createApolloClient(options: AuthLinkOptions): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH });
  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    new DeferredWebSocketLink(options.currentPath),
    ApolloLink.from([
      prefetchedLink,
      languageLink(options.currentPath),
      authLinks(options),
      trustedDocumentLink,
      httpLink,
    ]),
  );
  return new ApolloClient({ link, cache: createCache() });
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    // Result unions and the Error interface: without them `... on Error { message }` reads as missing.
    possibleTypes: possibleTypes.possibleTypes,
    typePolicies: {
      // One pause/busy control per method for the whole shop: keyed by it, a staff member's own tap
      // shows from the mutation's answer at once, not only once the live event has been refetched.
      ReceptionControl: { keyFields: ["method"] },
    },
  });
}
