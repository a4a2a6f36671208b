// The quote in the spec's snake_case, for REST answers that carry one (a price-changed order).
import type { Quote } from "../catalog/pricing.js";

export function restQuote(quote: Quote) {
  return {
    order_details: quote.lines.map((line) => ({
      index: line.index,
      product_id: line.item.productId,
      product_option_id: line.item.productOptionId ?? null,
      topping_option_ids: line.item.toppingOptionIds,
      quantity: line.item.quantity,
      name: line.priced?.productName ?? null,
      option_name: line.priced?.optionName ?? null,
      unit_price_with_tax: line.priced?.unitAmount ?? null,
      total_price: line.priced?.amount ?? null,
      problems: line.problems.map((p) => p.message),
    })),
    subtotal_price: quote.itemsTotal,
    shipping_price: quote.deliveryFee,
    total_price: quote.total,
    taxes: quote.taxes,
    tax_total: quote.taxTotal,
    problems: quote.problems.map((p) => ({ code: p.code, message: p.message, line_index: p.lineIndex })),
    orderable: quote.problems.length === 0,
  };
}
