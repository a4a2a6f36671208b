// Sums counted orders into figures and their splits (by tax rate, channel, payment way, method).
// One tally serves the board's day, the sales page's rows and total, so they cannot disagree.
import type { Order, ProvisionMethod } from "../../generated/prisma/client.js";
import {
  CHANNEL_LABELS,
  CHANNELS,
  channelOf,
  PAYMENT_WAY_LABELS,
  PAYMENT_WAYS,
  paymentWayOf,
  type SplitOrder,
  sumTaxShares,
  type TaxShare,
  taxSharesOf,
} from "./sales-split.js";

export interface Figures {
  orderCount: number;
  itemCount: number;
  /** Yen, tax-inclusive. */
  sales: number;
}

/** One part of a split: its key (e.g. ONLINE, COUNTER_CASH), its Japanese label and figures. */
export interface Share extends Figures {
  key: string;
  label: string;
}

export interface Breakdown extends Figures {
  byTaxRate: TaxShare[];
  byChannel: Share[];
  byPayment: Share[];
  byMethod: ({ method: ProvisionMethod } & Figures)[];
}

/** What a counted order must carry to be tallied. */
export const TALLY_SELECT = {
  method: true,
  channel: true,
  shopKind: true,
  shopPayment: true,
  paymentMethod: true,
  total: true,
  taxes: true,
  slotStartsAt: true,
  items: { select: { quantity: true } },
} as const;

export type TalliedOrder = SplitOrder &
  Pick<Order, "method" | "total" | "slotStartsAt"> & { items: { quantity: number }[] };

export const zero = (): Figures => ({ orderCount: 0, itemCount: 0, sales: 0 });

export const itemsOf = (order: { items: { quantity: number }[] }) =>
  order.items.reduce((sum, item) => sum + item.quantity, 0);

function add(figures: Figures, order: TalliedOrder) {
  figures.orderCount += 1;
  figures.itemCount += itemsOf(order);
  figures.sales += order.total;
}

export class Tally {
  private readonly total = zero();
  private readonly taxes: TaxShare[] = [];
  private readonly channels = new Map(CHANNELS.map((key) => [key, zero()]));
  private readonly payments = new Map(PAYMENT_WAYS.map((key) => [key, zero()]));
  private readonly methods = new Map<ProvisionMethod, Figures>([
    ["TAKEOUT", zero()],
    ["DELIVERY", zero()],
  ]);

  add(order: TalliedOrder): this {
    add(this.total, order);
    add(this.channels.get(channelOf(order))!, order);
    add(this.payments.get(paymentWayOf(order))!, order);
    add(this.methods.get(order.method)!, order);
    this.taxes.push(...taxSharesOf(order));
    return this;
  }

  /** A per-day summary row (SalesDay): figures already summed for one split key. */
  addSummed(key: Omit<SplitOrder, "taxes"> & Pick<Order, "method">, figures: Figures): this {
    for (const into of [
      this.total,
      this.channels.get(channelOf(key))!,
      this.payments.get(paymentWayOf(key))!,
      this.methods.get(key.method)!,
    ]) {
      into.orderCount += figures.orderCount;
      into.itemCount += figures.itemCount;
      into.sales += figures.sales;
    }
    return this;
  }

  /** A per-day tax row (SalesDayTax). */
  addTaxShare(share: TaxShare): this {
    this.taxes.push(share);
    return this;
  }

  result(): Breakdown {
    return {
      ...this.total,
      byTaxRate: sumTaxShares(this.taxes),
      byChannel: [...this.channels].map(([key, f]) => ({ key, label: CHANNEL_LABELS[key], ...f })),
      byPayment: [...this.payments].map(([key, f]) => ({ key, label: PAYMENT_WAY_LABELS[key], ...f })),
      byMethod: [...this.methods].map(([method, f]) => ({ method, ...f })),
    };
  }
}
