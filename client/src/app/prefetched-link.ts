import { ApolloLink } from "@apollo/client";
import { Observable, type Subscription } from "rxjs";

/**
 * What index.html's inline script may have started before any module loaded (decision 0022,
 * scripts/vite-route-preload.ts): the first page's query, sent by its trusted-document hash.
 * `key` is the operation's name followed by its variables as JSON.
 */
export interface Prefetch {
  key: string;
  result: Promise<ApolloLink.Result | null>;
}

export const PREFETCH_GLOBAL = "__karaagePrefetch";

/** A prefetch's key: the operation's name followed by its variables as JSON. */
export function prefetchKey(operationName: string | undefined, variables: object | undefined): string {
  return `${operationName}${JSON.stringify(variables ?? {})}`;
}

/** Takes the prefetched answer (once) when the same operation with the same variables is asked. */
function take(operation: ApolloLink.Operation): Prefetch | undefined {
  const store = globalThis as unknown as Record<string, Prefetch | undefined>;
  const prefetch = store[PREFETCH_GLOBAL];
  if (!prefetch || prefetch.key !== prefetchKey(operation.operationName, operation.variables))
    return undefined;
  delete store[PREFETCH_GLOBAL];
  return prefetch;
}

/**
 * Answers the first page's query with the request index.html already made, so its data arrives
 * while the scripts download. Anything else, or a prefetch that failed or carries errors, goes to
 * the network as usual.
 */
export const prefetchedLink = new ApolloLink((operation, forward) => {
  const prefetch = take(operation);
  if (!prefetch) return forward(operation);
  return new Observable<ApolloLink.Result>((observer) => {
    let subscription: Subscription | undefined;
    let closed = false;
    const fallback = () => {
      if (!closed) subscription = forward(operation).subscribe(observer);
    };
    prefetch.result.then((result) => {
      if (closed) return;
      if (result && typeof result === "object" && "data" in result && result.data && !result.errors) {
        observer.next(result);
        observer.complete();
      } else fallback();
    }, fallback);
    return () => {
      closed = true;
      subscription?.unsubscribe();
    };
  });
});
