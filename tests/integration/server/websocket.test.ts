import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { RESTART_CLOSE_CODE } from "../../../server/src/graphql/ws.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gqlResponse } from "../../support/http.js";
import { createRuleCatalog } from "./helpers.js";

/** A raw graphql-transport-ws socket that records every message it receives. */
async function openSocket(url: string) {
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
  const messages: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  socket.on("message", (data) => {
    messages.push(JSON.parse(String(data)));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  const next = async (type: string) => {
    for (;;) {
      const found = messages.find((m) => m.type === type);
      if (found) {
        messages.splice(messages.indexOf(found), 1);
        return found;
      }
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const send = (message: Record<string, unknown>) => socket.send(JSON.stringify(message));
  return { socket, send, next, closed };
}

describe("GraphQL over WebSocket on /graphql", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ seed: false });
    await createRuleCatalog(app.db.prisma);
  });
  afterAll(() => app?.close());

  it("acknowledges connection_init and answers a query like HTTP does", async () => {
    const ws = await openSocket(app.url);
    ws.send({ type: "connection_init", payload: {} });
    expect(await ws.next("connection_ack")).toMatchObject({ type: "connection_ack" });
    const query =
      "{ taxRate menu(method: DELIVERY) { lowestPrice categories { name products { name priceWithTax } } } }";
    ws.send({ id: "1", type: "subscribe", payload: { query } });
    const result = await ws.next("next");
    expect(result).toMatchObject({ id: "1" });
    expect(await ws.next("complete")).toEqual({ id: "1", type: "complete" });
    const overHttp = await gqlResponse(app.url, query);
    expect((result.payload as { data: unknown }).data).toEqual(overHttp.body.data);
    ws.socket.close();
  });

  it("answers an invalid operation with an error message and keeps the socket open", async () => {
    const ws = await openSocket(app.url);
    ws.send({ type: "connection_init" });
    await ws.next("connection_ack");
    ws.send({ id: "bad", type: "subscribe", payload: { query: "{ menu { " } });
    const error = await ws.next("error");
    expect(error).toMatchObject({ id: "bad", type: "error" });
    expect(JSON.stringify(error.payload)).toMatch(/Syntax Error/);
    ws.send({ id: "good", type: "subscribe", payload: { query: "{ taxRate }" } });
    expect(await ws.next("next")).toEqual({ id: "good", type: "next", payload: { data: { taxRate: 8 } } });
    ws.socket.close();
  });

  it("runs operations through the same error masking as HTTP", async () => {
    const client = createClient({
      url: `${app.url.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    try {
      const results = [];
      for await (const result of client.iterate({ query: '{ product(id: "x1") { name } }' }))
        results.push(result);
      expect(results).toHaveLength(1);
      expect(results[0]?.errors?.[0]).toMatchObject({
        message: "IDの形式が正しくありません",
        extensions: { code: "BAD_USER_INPUT" },
      });
    } finally {
      await client.dispose();
    }
  });
});

describe("closing the app with a WebSocket open", () => {
  it("closes the socket with 1012 Service restart, so clients reconnect at once (decision 0047)", async () => {
    const app = await startTestApp({ seed: false });
    try {
      const ws = await openSocket(app.url);
      ws.send({ type: "connection_init" });
      await ws.next("connection_ack");
      await app.close();
      expect(await ws.closed).toBe(RESTART_CLOSE_CODE);
    } finally {
      await app.close();
    }
  });
});
