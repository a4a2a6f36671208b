import type { Plugin } from "graphql-yoga";
import { currentRequestId, withRequestId } from "../lib/log.js";
import type { ServerContext } from "./yoga.js";

/**
 * Puts each HTTP operation back in its request's scope (decision 0048). The server enters the
 * scope before handing the request to yoga, but yoga reads the body through its fetch adapter,
 * whose stream callbacks run outside it: from the body on, the operation (its context, resolvers
 * and the jobs they queue, such as placeOrder's confirmation mail) ran with no request id. The id
 * is the one the server answered in X-Request-Id.
 */
export function requestScope(): Plugin<Record<string, unknown>, ServerContext> {
  return {
    instrumentation: {
      operation: ({ context }, wrapped) => {
        const answered = (context as Partial<ServerContext>).res?.getHeader("x-request-id");
        if (typeof answered !== "string" || currentRequestId() === answered) return wrapped();
        return withRequestId(answered, wrapped);
      },
    },
  };
}
