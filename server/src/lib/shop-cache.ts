// The public menu's cache (decision 0003). One cache per PrismaClient, that is per app instance
// and database: two apps in one process (tests, the benchmarks) never share entries.
//
// What is cached depends only on the catalog rows (categories, products and their options,
// toppings, provision dates), the tax rates, the delivery areas and the Tokyo calendar day. So:
// - every entry belongs to the Tokyo day it was made on: the first use after Tokyo midnight
//   empties the cache (a product's provision period can begin or end then);
// - whoever writes one of those tables calls invalidateCatalog(prisma) after the commit;
// - every entry expires after CATALOG_CACHE_TTL_MS anyway: another instance's write (or
//   `npm run db:seed` from another process) is seen at the latest that much later.
// Only what every non-administrator sees goes in: administrators' views are never cached.
import type { PrismaClient } from "../generated/prisma/client.js";
import { addDays, tokyoClock, tokyoInstant } from "./tokyo-time.js";

export const CATALOG_CACHE_TTL_MS = 30_000;
/** Keys include client-chosen GraphQL selections: bounded, the oldest entry goes first. */
const MAX_ENTRIES = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Entry {
  value: unknown;
  expires: number;
}

/** When a value began to be computed: it is stored only if nothing was invalidated since. */
export interface CacheStamp {
  generation: number;
  day: string;
}

export class CatalogCache {
  private entries = new Map<string, Entry>();
  private generation = 0;
  private day = "";
  /** When `day` ends (Tokyo midnight), so that most calls need no calendar arithmetic. */
  private dayEndsAt = 0;

  /** The current Tokyo day; a new day empties the cache. */
  private today(): string {
    const now = Date.now();
    if (now >= this.dayEndsAt || now < this.dayEndsAt - DAY_MS) {
      const day = tokyoClock(new Date(now)).date;
      this.dayEndsAt = tokyoInstant(addDays(day, 1)).getTime();
      if (day !== this.day) {
        this.day = day;
        this.entries.clear();
      }
    }
    return this.day;
  }

  /** Drops every entry; values being computed from before this call are not stored. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  stamp(): CacheStamp {
    return { generation: this.generation, day: this.today() };
  }

  /** The live value for `key`, or undefined. */
  peek<T>(key: string): T | undefined {
    this.today();
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  /** When the live entry for `key` expires (ms since the epoch), or undefined. */
  expiryOf(key: string): number | undefined {
    return this.entries.get(key)?.expires;
  }

  /**
   * Stores `value` unless the cache was invalidated, or the Tokyo day changed, since `stamp`;
   * `expires` (at most the TTL from now) lets a derived entry die with the one it came from.
   */
  store(stamp: CacheStamp, key: string, value: unknown, expires?: number): void {
    if (stamp.generation !== this.generation || stamp.day !== this.today()) return;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const latest = Date.now() + CATALOG_CACHE_TTL_MS;
    this.entries.set(key, { value, expires: Math.min(expires ?? latest, latest) });
  }

  /**
   * The value for `key`, computed by `load(day)` for the current Tokyo day when missing.
   * Concurrent callers share one computation; a failure is not remembered.
   */
  remember<T>(key: string, load: (day: string) => Promise<T>): Promise<T> {
    const hit = this.peek<Promise<T>>(key);
    if (hit) return hit;
    const stamp = this.stamp();
    const value = load(stamp.day);
    this.store(stamp, key, value);
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}

const caches = new WeakMap<PrismaClient, CatalogCache>();

export function catalogCache(prisma: PrismaClient): CatalogCache {
  let cache = caches.get(prisma);
  if (!cache) {
    cache = new CatalogCache();
    caches.set(prisma, cache);
  }
  return cache;
}

/**
 * THE call for every writer of categories, products, product options and toppings, toppings
 * and their options, provision dates, tax rates or delivery areas: after the transaction has
 * committed, with the app's PrismaClient (not the transaction's client). It empties this
 * instance's menu cache; other instances catch up within CATALOG_CACHE_TTL_MS.
 */
export function invalidateCatalog(prisma: PrismaClient): void {
  caches.get(prisma)?.invalidate();
}
