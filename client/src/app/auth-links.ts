import { ApolloLink, CombinedGraphQLErrors, ServerError } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { tap } from "rxjs";
import {
  clearCredentials,
  credentialHeaders,
  type Realm,
  readCredentials,
  realmForPath,
  storeRefreshedToken,
} from "../lib/credentials";

declare module "@apollo/client" {
  interface DefaultContext {
    /** Whose credentials to send; by default chosen from the current path (/admin/* or not). */
    realm?: Realm;
    /** Set by the credentials link: the request carried this realm's stored credentials. */
    authenticatedAs?: Realm;
    /** A NOT_FOUND answer means a missing record here, not a lost session (e.g. deleting one). */
    keepSessionOnNotFound?: boolean;
    /** The fetch Response, set by HttpLink. */
    response?: Response;
  }
}

export interface AuthLinkOptions {
  /** The router's navigate; the links live outside React. */
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  /** The current path and search, read at request time. */
  currentPath: () => string;
}

export const LOGIN_PATH: Record<Realm, string> = { customer: "/login", admin: "/admin/login" };

function realmOf(context: { realm?: Realm }, currentPath: () => string): Realm {
  return context.realm ?? realmForPath(currentPath());
}

/** Sends the realm's stored credentials as devise_token_auth headers on every request. */
export function credentialsLink(currentPath: () => string): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const realm = realmOf(operation.getContext(), currentPath);
    const headers = credentialHeaders(realm);
    const authenticated = Object.keys(headers).length > 0;
    operation.setContext((previous) => ({
      headers: { ...previous.headers, ...headers },
      authenticatedAs: authenticated ? realm : undefined,
    }));
    return forward(operation);
  });
}

/** Any response may carry a rotated `access-token` (with client and uid): keep it. */
export function refreshedTokenLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const remember = () => {
      const { response, authenticatedAs } = operation.getContext();
      if (authenticatedAs && response?.headers) storeRefreshedToken(authenticatedAs, response.headers);
    };
    return forward(operation).pipe(tap({ next: remember, error: remember }));
  });
}

type Failure = "unauthenticated" | "not-found" | "server-error" | null;

/** How an error from the link chain should be handled. */
export function classifyError(error: unknown): Failure {
  if (CombinedGraphQLErrors.is(error)) {
    const codes = error.errors.map((e) => e.extensions?.code);
    if (codes.includes("UNAUTHENTICATED")) return "unauthenticated";
    if (codes.includes("NOT_FOUND")) return "not-found";
    if (codes.includes("INTERNAL_SERVER_ERROR")) return "server-error";
    return null;
  }
  if (ServerError.is(error)) {
    if (error.statusCode === 401) return "unauthenticated";
    if (error.statusCode === 404) return "not-found";
    if (error.statusCode >= 500) return "server-error";
  }
  return null;
}

/**
 * 401/404 on a call that carried credentials: the session is gone, so the stored credentials
 * are cleared and the person goes to the matching login page. A server 500 on a customer call
 * goes to /error. Errors still reach the caller, which may show their message.
 */
export function authErrorLink({ navigate, currentPath }: AuthLinkOptions): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    const failure = classifyError(error);
    const context = operation.getContext();
    const { authenticatedAs } = context;
    const realm = authenticatedAs ?? realmOf(context, currentPath);
    const signedOut =
      failure === "unauthenticated" || (failure === "not-found" && !context.keepSessionOnNotFound);
    if (signedOut && authenticatedAs) {
      clearCredentials(authenticatedAs);
      const from = currentPath();
      if (!from.startsWith(LOGIN_PATH[authenticatedAs])) {
        navigate(LOGIN_PATH[authenticatedAs], { replace: true, state: { from } });
      }
    } else if (failure === "server-error" && realm === "customer") {
      navigate("/error", { state: { status: 500 } });
    }
  });
}

/** Error handling outermost, so it sees what the token link passed through. */
export function authLinks(options: AuthLinkOptions): ApolloLink {
  return ApolloLink.from([
    authErrorLink(options),
    credentialsLink(options.currentPath),
    refreshedTokenLink(),
  ]);
}

/** True while the realm's credentials are stored (for the WebSocket's connectionParams). */
export function hasCredentials(realm: Realm): boolean {
  return readCredentials(realm) !== null;
}
