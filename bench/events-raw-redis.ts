// The events benchmark's baseline: a raw Redis PUBLISH -> SUBSCRIBE round trip of an order event's
// JSON (the payload instance A publishes), one message after the other, received in the worker.
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { measure, type Receivers, type Sent, warmUp } from "./events-receivers.js";
import { now } from "./events-stats.js";

/** The baseline: PUBLISH of an order event's JSON, received in the worker thread. */
export async function rawRedis(
  receivers: Receivers,
  url: string,
  messages: number,
  connections: number,
  listeners: number,
  name: string,
) {
  const channel = `bench:order-events:${randomUUID()}`;
  const publisher = new Redis(url);
  await receivers.send({ type: "redis", url, channel, connections, listeners }, "ready");
  try {
    let sequence = 0;
    const send = async (): Promise<Sent> => {
      sequence += 1;
      const code = `R${sequence.toString().padStart(5, "0")}`;
      const event = { id: randomUUID(), kind: "PLACED", orderId: sequence, code, status: "RECEIVED" };
      const sentAt = now();
      await publisher.publish(channel, JSON.stringify({ ...event, at: new Date().toISOString() }));
      return { key: `PLACED:${code}`, sentAt, answeredAt: now() };
    };
    await warmUp(receivers, send, connections * listeners);
    process.stdout.write(`Measuring ${name}, ${messages} messages… `);
    const series = await measure(name, receivers, send, {
      messages,
      expected: connections * listeners,
    });
    console.log(`${series.fromSend.length} deliveries`);
    return series;
  } finally {
    await receivers.send({ type: "close" }, "closed");
    await publisher.quit();
  }
}
