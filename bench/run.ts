// npm run bench [-- menu | events | compression | lighthouse | orders | start | memory | scale]: without an argument, all but scale one after the other.
//   menu   — the menu over GraphQL and REST against a raw node:http server (bench/menu.ts)
//   events — order placed -> event on 200 subscribed boards, in-process and across two instances
//            through Redis, against the raw Redis round trip (bench/events.ts)
//   compression — bytes of the first load's JavaScript and of the menu, uncompressed, gzip and br
//            (bench/compression.ts; needs `npm run build`)
//   lighthouse — Lighthouse mobile performance of /, /menu, /cart/info and /order/{id}, /menu's LCP
//            against a static copy of the page, JavaScript bytes per page (bench/lighthouse.ts;
//            needs `npm run build`)
//   orders — placeOrder: orders/s and p99 at 10 clients, Node CPU per order, SQL per order, one
//            process and every core, against pgbench tpcb-like in the same run (bench/orders.ts)
//   print  — the print pipeline per ticket: order placed → CloudPRNT poll → PNG fetched, against
//            the bare render (bench/print.ts)
//   board  — the kitchen's board with 200 open orders in Chromium: load and render time, and one
//            order's change until its card shows it (bench/board.ts; needs `npm run build`)
//   scale  — every staff screen's call at demo size and at BENCH_SCALE_ORDERS (1,000,000) orders over
//            five years, 1 and 10 concurrent, and the CSV exports' time and the server's peak RSS
//            (bench/scale.ts, on its own PostgreSQL database karaage_bench)
//   start, memory — `npm start` ready time and idle RSS on PGlite and PostgreSQL, fresh and
//            existing data, against bare Node (bench/start.ts)
import { runBoardBench } from "./board.js";
import { runCompressionBench } from "./compression.js";
import { runEventsBench } from "./events.js";
import { runLighthouseBench } from "./lighthouse.js";
import { runMenuBench } from "./menu.js";
import { runOrdersBench } from "./orders.js";
import { runPrintBench } from "./print.js";
import { runScaleBench } from "./scale.js";
import { runMemoryBench, runStartBench } from "./start.js";

const benches: Record<string, () => Promise<void>> = {
  menu: runMenuBench,
  events: runEventsBench,
  compression: runCompressionBench,
  lighthouse: runLighthouseBench,
  orders: runOrdersBench,
  print: runPrintBench,
  board: runBoardBench,
  start: runStartBench,
  memory: runMemoryBench,
  scale: runScaleBench,
};

async function main() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in benches));
  if (unknown.length > 0) {
    throw new Error(
      `unknown benchmark ${unknown.join(", ")}; choose from ${Object.keys(benches).join(", ")}`,
    );
  }
  // scale grows a database for many minutes: only when asked for by name.
  const all = Object.keys(benches).filter((name) => name !== "scale");
  for (const name of asked.length > 0 ? asked : all) {
    console.log(`== bench: ${name} ==`);
    await benches[name]!();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
