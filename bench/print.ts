// `npm run bench -- print`: the print pipeline per ticket, from the order placed to the PNG in the
// printer's hands: placeOrder (GraphQL, its kitchen ticket's job written by the same statement),
// the printer's CloudPRNT poll, and its GET (the first fetch renders receiptline → SVG → sharp and
// stores the PNG). Against the bare render of the same kind of ticket (no HTTP, no database).
// The app runs in-process on a fresh embedded database with the demo shop (or BENCH_DATABASE_URL).
// Options: BENCH_TICKETS (default 30).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sha256 } from "../server/src/modules/order/order-secrets.js";
import { ticketDocument } from "../server/src/modules/printing/ticket-document.js";
import { renderTicketPng } from "../server/src/modules/printing/ticket-png.js";
import { SAMPLE_TICKET } from "../server/src/modules/printing/ticket-sample.js";
import {
  demoProduct,
  futureSlot,
  orderInput,
  PLACE_ORDER,
  setCapacity,
  totalOf,
} from "../tests/integration/order/helpers.js";
import { startApp } from "../tests/setup/start-app.js";
import { gql } from "../tests/support/http.js";
import { benchDatabase } from "./menu.js";
import { machine } from "./report.js";

const tickets = Number(process.env.BENCH_TICKETS ?? 30);
const MAC = "00:11:62:00:be:c4";
const SECRET = "bench-printer-secret";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function runPrintBench() {
  const host = await machine();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "karaage-bench-"));
  const database = await benchDatabase();
  console.log(`Starting the app on a fresh ${database.label} with the demo shop…`);
  const app = await startApp({ dataDir, databaseUrl: database.url, migrate: true });
  try {
    const prisma = app.db.prisma;
    await prisma.printer.create({ data: { name: "bench", mac: MAC, secretHash: sha256(SECRET) } });
    const auth = { authorization: `Basic ${Buffer.from(`bench:${SECRET}`).toString("base64")}` };
    const slot = await futureSlot(prisma, "TAKEOUT");
    await setCapacity(prisma, "TAKEOUT", slot, 10_000);
    const demo = await demoProduct(prisma);
    const items = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 2 },
    ];
    const total = await totalOf(prisma, items);

    const bare: number[] = [];
    for (let i = 0; i < tickets + 3; i++) {
      const started = performance.now();
      await renderTicketPng(ticketDocument({ ...SAMPLE_TICKET, jobId: i }));
      if (i >= 3) bare.push(performance.now() - started); // the first renders load the font
    }

    const rows = {
      order: [] as number[],
      poll: [] as number[],
      fetch: [] as number[],
      total: [] as number[],
    };
    for (let i = 0; i < tickets + 3; i++) {
      const started = performance.now();
      const { data } = await gql(app.url, PLACE_ORDER, { input: orderInput(slot, items, total) });
      if (data?.placeOrder.__typename !== "MutationPlaceOrderSuccess") throw new Error(JSON.stringify(data));
      const placed = performance.now();
      const polled = await fetch(`${app.url}/api/cloudprnt`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ printerMAC: MAC, statusCode: "200%20OK", printingInProgress: false }),
      }).then((r) => r.json() as Promise<{ jobReady: boolean; jobToken: string }>);
      if (!polled.jobReady) throw new Error("no job offered");
      const offered = performance.now();
      const query = new URLSearchParams({ mac: MAC, type: "image/png", token: polled.jobToken });
      const png = await fetch(`${app.url}/api/cloudprnt?${query}`, { headers: auth }).then((r) =>
        r.arrayBuffer(),
      );
      if (png.byteLength < 1000) throw new Error("no PNG");
      const ready = performance.now();
      await fetch(
        `${app.url}/api/cloudprnt?${new URLSearchParams({ mac: MAC, code: "200 OK", token: polled.jobToken })}`,
        {
          method: "DELETE",
          headers: auth,
        },
      );
      if (i < 3) continue; // warm-up
      rows.order.push(placed - started);
      rows.poll.push(offered - placed);
      rows.fetch.push(ready - offered);
      rows.total.push(ready - started);
    }
    const line = (name: string, values: number[]) => {
      const { median, p95 } = summary(values);
      return `| ${name} | ${ms(median)} | ${ms(p95)} |`;
    };
    console.log(
      [
        "",
        `Print pipeline, ${tickets} tickets one after the other, ${database.label}; ${host.nproc} × ${host.cpu}, Node ${host.node}, load ${host.load.toFixed(1)} before the run`,
        "",
        "| Step | median | p95 |",
        "| --- | ---: | ---: |",
        line("placeOrder (order + its print job, one statement)", rows.order),
        line("CloudPRNT poll → jobReady", rows.poll),
        line("GET → PNG (first fetch renders and stores it)", rows.fetch),
        line("**order → PNG ready, per ticket**", rows.total),
        line("baseline: bare render (receiptline → SVG → sharp)", bare),
        "",
      ].join("\n"),
    );
  } finally {
    await app.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
