/**
 * Keeps the local cart and a logged-in customer's server cart in step. Every server call is
 * queued one after another; a failure never touches the local cart, it only leaves the owner
 * marked dirty so the next load pushes the local cart instead of reading the server's.
 */
import type { CartItem } from "./cart-items";
import type { CartOwner } from "./cart-owner";
import {
  type CartLineInput,
  type CartProduct,
  itemsFromServer,
  planPush,
  productIdsToFetch,
  type ServerCartLine,
  sessionStep,
  toCartInput,
} from "./server-cart-plan";

export interface ServerCartApi {
  read(): Promise<ServerCartLine[]>;
  /** Adds the lines once per `key`: the same key sent again adds nothing. */
  merge(items: CartLineInput[], key: string): Promise<ServerCartLine[]>;
  /** Resolves false when the server refuses the line (no longer orderable): nothing to retry. */
  add(item: CartLineInput): Promise<boolean>;
  remove(id: string): Promise<void>;
  products(ids: string[]): Promise<CartProduct[]>;
}

export interface LocalCart {
  read(): CartItem[];
  replace(items: CartItem[]): void;
  readOwner(): CartOwner | null;
  writeOwner(owner: CartOwner | null): void;
}

/** 32 hex characters: within the server's rule for a merge key (shared/order.ts). */
function newMergeKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}

export function createServerCartSync(api: ServerCartApi, local: LocalCart) {
  let queue: Promise<void> = Promise.resolve();
  let uid: string | null = null;
  let applying = false;

  const enqueue = (task: () => Promise<void>) => {
    queue = queue.then(task).catch(() => {
      // Server unreachable or refusing: the local cart stays as it is; retried on the next change or load.
    });
    return queue;
  };
  const owns = () => uid !== null && local.readOwner()?.uid.toLowerCase() === uid.toLowerCase();

  /** Replaces the local cart with the server's lines, unless the customer changed it meanwhile. */
  async function apply(lines: ServerCartLine[], before: CartItem[], as: string) {
    const products = await api.products(productIdsToFetch(lines, before));
    if (local.read() !== before) {
      local.writeOwner({ uid: as, dirty: true });
      await push(as);
      return;
    }
    applying = true;
    try {
      local.replace(itemsFromServer(lines, before, products));
    } finally {
      applying = false;
    }
    local.writeOwner({ uid: as, dirty: false });
  }

  async function push(as: string) {
    local.writeOwner({ uid: as, dirty: true });
    const plan = planPush(local.read(), await api.read());
    for (const id of plan.remove) await api.remove(id);
    for (const item of plan.add) await api.add(item);
    local.writeOwner({ uid: as, dirty: false });
  }

  async function pull(as: string) {
    const before = local.read();
    await apply(await api.read(), before, as);
  }

  async function merge(as: string) {
    const before = local.read();
    let lines: ServerCartLine[];
    if (before.length > 0) {
      // Noted before sending: if the page changes before the answer, the next load sends the same
      // key again, and the server adds the lines only once.
      const owner = local.readOwner();
      const key = (owner?.uid.toLowerCase() === as.toLowerCase() && owner.merging) || newMergeKey();
      local.writeOwner({ uid: as, dirty: false, merging: key });
      lines = await api.merge(before.map(toCartInput), key);
    } else lines = await api.read();
    // Merged: from now on this cart is the customer's, so a failure below never merges it twice.
    local.writeOwner({ uid: as, dirty: false });
    await apply(lines, before, as);
  }

  return {
    /** The page loaded, or the customer signed in or out in this tab (null: logged out). */
    session(next: string | null): Promise<void> {
      uid = next;
      return enqueue(async () => {
        if (uid !== next) return; // superseded by a later sign-in or sign-out
        const step = sessionStep(next, local.readOwner());
        if (step === "forget") {
          // The cart stays on the server for the next sign-in; not left for whoever uses this browser next.
          local.writeOwner(null);
          local.replace([]);
        } else if (next && step === "merge") await merge(next);
        else if (next && step === "pull") await pull(next);
        else if (next && step === "push") await push(next);
      });
    },
    /** Another tab signed in or out: it did the server work; this tab only follows. */
    follow(next: string | null): void {
      uid = next;
    },
    /** The customer changed the cart in this tab. */
    changed(): Promise<void> {
      const as = uid;
      if (applying || !as || !owns()) return queue;
      local.writeOwner({ uid: as, dirty: true });
      return enqueue(() => (uid === as ? push(as) : Promise.resolve()));
    },
    /** Back to the page (another device may have changed the cart): read it again. */
    refresh(): Promise<void> {
      const as = uid;
      if (!as || !owns()) return queue;
      return enqueue(() => (local.readOwner()?.dirty ? push(as) : pull(as)));
    },
  };
}
