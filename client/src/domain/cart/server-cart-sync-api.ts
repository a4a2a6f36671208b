// The server side of the cart sync: its GraphQL operations, loaded only for a signed-in customer
// (or a cart that was one's), not in a guest's first load.
import type { ApolloClient } from "@apollo/client";
import { AddCartItemMutation } from "./api/add-cart-item-mutation";
import { MergeCartMutation } from "./api/merge-cart-mutation";
import { RemoveCartItemMutation } from "./api/remove-cart-item-mutation";
import { ServerCartProductQuery } from "./api/server-cart-product-query";
import { ServerCartQuery } from "./api/server-cart-query";
import { cartActions, readCart, readCartOwner, writeCartOwner } from "./cart-store";
import type { CartProduct } from "./server-cart-plan";
import { createServerCartSync, type ServerCartApi } from "./server-cart-sync";

// The customer's credentials on every page, /admin/* included (where the default is the admin's).
const context = { realm: "customer" as const };

function serverCartApi(client: ApolloClient): ServerCartApi {
  return {
    async read() {
      const { data } = await client.query({ query: ServerCartQuery, fetchPolicy: "no-cache", context });
      if (!data) throw new Error("no cart");
      return data.cart.lines.map((line) => ({ ...line }));
    },
    async merge(items, mergeKey) {
      const { data } = await client.mutate({
        mutation: MergeCartMutation,
        variables: { items, mergeKey },
        context,
      });
      const result = data?.mergeCart;
      if (result?.__typename !== "MutationMergeCartSuccess") throw new Error(result?.message ?? "merge");
      return result.data.lines.map((line) => ({ ...line }));
    },
    async add(input) {
      const { data } = await client.mutate({ mutation: AddCartItemMutation, variables: { input }, context });
      return data?.addCartItem.__typename === "MutationAddCartItemSuccess";
    },
    async remove(id) {
      // NotFound: already gone (another tab or device removed it), which is what was wanted.
      await client.mutate({ mutation: RemoveCartItemMutation, variables: { id }, context });
    },
    async products(ids) {
      const found = await Promise.all(
        ids.map((id) => client.query({ query: ServerCartProductQuery, variables: { id }, context })),
      );
      return found.flatMap(({ data }) => (data?.product ? [data.product as CartProduct] : []));
    },
  };
}

/** The sync of the local cart with the server cart, over `client` (loaded once a customer is involved). */
export function startServerCartSync(client: ApolloClient) {
  return createServerCartSync(serverCartApi(client), {
    read: readCart,
    replace: cartActions.replace,
    readOwner: readCartOwner,
    writeOwner: writeCartOwner,
  });
}

export type ServerCartSync = ReturnType<typeof startServerCartSync>;
