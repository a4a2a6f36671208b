import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { readCredentials, SESSION_EVENT } from "../../lib/credentials";
import { CART_EVENT, readCartOwner } from "./cart-store";
import type { ServerCartSync as Sync } from "./server-cart-sync-api";

const customerUid = () => readCredentials("customer")?.uid ?? null;

/** A guest whose cart was never a customer's has nothing to sync: its code is not even loaded. */
const involvesCustomer = () => customerUid() !== null || readCartOwner() !== null;

/**
 * Renders nothing: mirrors the cart of a logged-in customer to the server cart (merging the
 * guest cart at sign-in) and reads it back on load and when the page is shown again.
 */
export function ServerCartSync() {
  const client = useApolloClient();

  useEffect(() => {
    let sync: Sync | undefined;
    let loading: Promise<Sync> | undefined;
    let failed = false;
    // Once loaded, a call runs at once (as the sync expects: a cart change made by its own pull
    // arrives while it is applying it). Until then, calls wait for the load in the order made.
    const withSync = (task: (sync: Sync) => unknown) => {
      if (sync) {
        task(sync);
        return;
      }
      if (!loading && !involvesCustomer()) return;
      if (!loading) {
        const afterFailure = failed;
        loading = import("./server-cart-sync-api").then((m) => {
          const created = m.startServerCartSync(client);
          // Events were lost with the failed load: start from this tab's session, as a load does.
          if (afterFailure) void created.session(customerUid());
          sync = created;
          return created;
        });
        loading.catch(() => {
          loading = undefined; // tried again on the next event
          failed = true;
        });
      }
      void loading.then(task, () => {});
    };
    let uid = customerUid();
    withSync((sync) => sync.session(uid));
    // Only this tab's sign-in or sign-out does server work (a token refresh keeps the uid); after
    // another tab's, that tab has done it and its cart writes arrive here as storage events.
    const onSession = () => {
      const next = customerUid();
      if (next === uid) return;
      uid = next;
      withSync((sync) => sync.session(next));
    };
    const onOtherTab = () => {
      uid = customerUid();
      const now = uid;
      withSync((sync) => sync.follow(now));
    };
    const onCart = () => withSync((sync) => sync.changed());
    const onVisible = () => {
      if (document.visibilityState === "visible") withSync((sync) => sync.refresh());
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
  }, [client]);

  return null;
}
