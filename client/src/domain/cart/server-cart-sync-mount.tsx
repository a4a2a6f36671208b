import type { ApolloClient } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useEffect, useMemo } from "react";
import { readCredentials, SESSION_EVENT } from "../../lib/credentials";
import { AddCartItemMutation } from "./api/add-cart-item-mutation";
import { MergeCartMutation } from "./api/merge-cart-mutation";
import { RemoveCartItemMutation } from "./api/remove-cart-item-mutation";
import { ServerCartProductQuery } from "./api/server-cart-product-query";
import { ServerCartQuery } from "./api/server-cart-query";
import { CART_EVENT, cartActions, readCart, readCartOwner, writeCartOwner } from "./cart-store";
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

const customerUid = () => readCredentials("customer")?.uid ?? null;

/**
 * Renders nothing: mirrors the cart of a logged-in customer to the server cart (merging the
 * guest cart at sign-in) and reads it back on load and when the page is shown again.
 */
export function ServerCartSync() {
  const client = useApolloClient();
  const sync = useMemo(
    () =>
      createServerCartSync(serverCartApi(client), {
        read: readCart,
        replace: cartActions.replace,
        readOwner: readCartOwner,
        writeOwner: writeCartOwner,
      }),
    [client],
  );

  useEffect(() => {
    let uid = customerUid();
    void sync.session(uid);
    // Only this tab's sign-in or sign-out does server work (a token refresh keeps the uid); after
    // another tab's, that tab has done it and its cart writes arrive here as storage events.
    const onSession = () => {
      const next = customerUid();
      if (next === uid) return;
      uid = next;
      void sync.session(next);
    };
    const onOtherTab = () => {
      uid = customerUid();
      sync.follow(uid);
    };
    const onCart = () => void sync.changed();
    const onVisible = () => {
      if (document.visibilityState === "visible") void sync.refresh();
    };
    window.addEventListener(SESSION_EVENT, onSession);
    window.addEventListener("storage", onOtherTab);
    window.addEventListener(CART_EVENT, onCart);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener(SESSION_EVENT, onSession);
      window.removeEventListener("storage", onOtherTab);
      window.removeEventListener(CART_EVENT, onCart);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [sync]);

  return null;
}
