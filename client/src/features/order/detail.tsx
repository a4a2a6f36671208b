// /order/{id}, a product's own page, on its own: a landing page from a shared link, whose chunk
// carries neither the ordering menu nor the checkout pages (decision 0025). The rest is pages.tsx.
export { OrderDetailPage } from "./components/order-detail-page";
