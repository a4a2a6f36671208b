// A local LINE Platform for tests: the Messaging API endpoints this app calls and LINE Login v2.1,
// in the shapes LINE documents (developers.line.biz/en/reference/messaging-api/ and
// /en/reference/line-login/). Requests are checked against the contract the official SDK's own
// generated types describe (paths, methods, headers including X-Line-Retry-Key, bodies), and
// answers are typed with those types, so an SDK upgrade that changes a shape fails the typecheck.
// Retry keys behave as LINE's: a key already accepted answers 409 and sends nothing again.
import { createHash, createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { messagingApi } from "@line/bot-sdk";

export const LINE_FIXTURE = {
  channelId: "1234567890",
  channelSecret: "0123456789abcdef0123456789abcdef",
  accessToken: "fixture-access-token.abcDEF123",
  loginChannelId: "2000000001",
  loginChannelSecret: "fedcba9876543210fedcba9876543210",
};

export interface PushedMessage {
  to: string;
  texts: string[];
  retryKey: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const b64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");

export class LineFixture {
  server: Server | null = null;
  url = "";
  /** Messages LINE accepted, once per retry key. */
  pushed: PushedMessage[] = [];
  /** Every push request that reached the server (retries included). */
  pushRequests = 0;
  /** Requests that broke the contract, with what was wrong: a test expects none. */
  violations: string[] = [];
  /** The next N pushes answer 500 (LINE busy) before accepting. */
  failNextPushes = 0;
  /** The LINE user who consents on the authorization page. */
  loginUser = `U${randomBytes(16).toString("hex")}`;
  /** The ID token carries this nonce instead of the one asked for (a replayed token). */
  tokenNonceOverride: string | null = null;
  private codes = new Map<string, { nonce: string; challenge: string; redirectUri: string; used: boolean }>();
  private acceptedKeys = new Map<string, string>();

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error) => {
        this.violations.push(String(error));
        res.writeHead(500).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  textsTo(userId: string): string[] {
    return this.pushed.filter((m) => m.to === userId).flatMap((m) => m.texts);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", this.url);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
    const error = (status: number, message: string) =>
      json(status, { message } satisfies messagingApi.ErrorResponse);
    const route = `${req.method} ${url.pathname}`;

    if (url.pathname.startsWith("/v2/bot/")) {
      if (req.headers.authorization !== `Bearer ${LINE_FIXTURE.accessToken}`) {
        return error(
          401,
          "Authentication failed. Confirm that the access token in the authorization header is valid.",
        );
      }
    }
    switch (route) {
      case "POST /v2/bot/message/push":
        return this.push(req, raw, json, error);
      case "GET /v2/bot/info":
        return json(200, {
          userId: "Ubot000000000000000000000000000000",
          basicId: "@123abcde",
          displayName: "からあげ テスト店",
          chatMode: "bot",
          markAsReadMode: "auto",
        } satisfies messagingApi.BotInfoResponse);
      case "GET /v2/bot/message/quota":
        return json(200, { type: "limited", value: 200 } satisfies messagingApi.MessageQuotaResponse);
      case "GET /v2/bot/message/quota/consumption":
        return json(200, { totalUsage: this.pushed.length } satisfies messagingApi.QuotaConsumptionResponse);
      case "GET /oauth2/v2.1/authorize":
        return this.authorize(url, res);
      case "POST /oauth2/v2.1/token":
        return this.token(new URLSearchParams(raw), req, json);
      case "POST /oauth2/v2.1/verify":
        return this.verify(new URLSearchParams(raw), json);
      default:
        this.violations.push(`unknown endpoint ${route}`);
        return error(404, "Not found");
    }
  }

  private push(
    req: IncomingMessage,
    raw: string,
    json: (status: number, body: unknown, headers?: Record<string, string>) => void,
    error: (status: number, message: string) => void,
  ) {
    this.pushRequests += 1;
    const retryKey = String(req.headers["x-line-retry-key"] ?? "");
    if (!String(req.headers["content-type"]).startsWith("application/json")) {
      this.violations.push("push without a JSON content type");
      return error(400, "The request body has 1 error(s)");
    }
    if (retryKey && !UUID.test(retryKey)) {
      this.violations.push(`retry key is not a UUID: ${retryKey}`);
      return error(400, "The retry key must be a hexadecimal UUID");
    }
    let body: messagingApi.PushMessageRequest;
    try {
      body = JSON.parse(raw) as messagingApi.PushMessageRequest;
    } catch {
      this.violations.push("push body is not JSON");
      return error(400, "The request body has 1 error(s)");
    }
    const problems: string[] = [];
    if (typeof body.to !== "string" || !/^U[0-9a-f]{32}$/.test(body.to)) problems.push("to");
    if (!Array.isArray(body.messages) || body.messages.length < 1 || body.messages.length > 5)
      problems.push("messages");
    for (const message of body.messages ?? []) {
      const text = (message as messagingApi.TextMessage).text;
      if (message.type !== "text" || typeof text !== "string" || text.length < 1 || text.length > 5000) {
        problems.push("message");
      }
    }
    if (problems.length) {
      this.violations.push(`push body: ${problems.join(", ")}`);
      return error(400, "The request body has errors");
    }
    if (!retryKey) this.violations.push("push without X-Line-Retry-Key");
    const accepted = this.acceptedKeys.get(retryKey);
    if (accepted) {
      return json(
        409,
        { message: "The retry key is already accepted", sentMessages: [{ id: accepted }] },
        {
          "x-line-accepted-request-id": accepted,
        },
      );
    }
    if (this.failNextPushes > 0) {
      this.failNextPushes -= 1;
      return error(500, "An error occurred on the server");
    }
    const id = String(Date.now()) + String(this.pushed.length);
    if (retryKey) this.acceptedKeys.set(retryKey, id);
    this.pushed.push({
      to: body.to,
      texts: body.messages.map((m) => (m as messagingApi.TextMessage).text),
      retryKey,
    });
    return json(200, {
      sentMessages: [{ id, quoteToken: b64url(randomBytes(12)) }],
    } satisfies messagingApi.PushMessageResponse);
  }

  /** LINE's consent page, consented at once by `loginUser`: back to the redirect URI with a code. */
  private authorize(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const problems = [
      q.get("response_type") !== "code" && "response_type",
      q.get("client_id") !== LINE_FIXTURE.loginChannelId && "client_id",
      !q.get("redirect_uri") && "redirect_uri",
      !q.get("state") && "state",
      !q.get("scope")?.split(" ").includes("openid") && "scope",
      !q.get("nonce") && "nonce",
      !q.get("code_challenge") && "code_challenge",
      q.get("code_challenge_method") !== "S256" && "code_challenge_method",
    ].filter(Boolean);
    if (problems.length) {
      this.violations.push(`authorize: ${problems.join(", ")}`);
      return res.writeHead(400).end("invalid_request");
    }
    const code = b64url(randomBytes(15));
    this.codes.set(code, {
      nonce: q.get("nonce")!,
      challenge: q.get("code_challenge")!,
      redirectUri: q.get("redirect_uri")!,
      used: false,
    });
    const back = new URL(q.get("redirect_uri")!);
    back.searchParams.set("code", code);
    back.searchParams.set("state", q.get("state")!);
    res.writeHead(302, { location: back.toString() }).end();
  }

  private token(form: URLSearchParams, req: IncomingMessage, json: (status: number, body: unknown) => void) {
    const grant = this.codes.get(form.get("code") ?? "");
    const bad = (description: string) =>
      json(400, { error: "invalid_grant", error_description: description });
    if (!String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded")) {
      this.violations.push("token request is not form-encoded");
      return bad("invalid content type");
    }
    if (form.get("grant_type") !== "authorization_code") return bad("unsupported grant_type");
    if (!grant || grant.used) return bad("invalid authorization code");
    if (form.get("redirect_uri") !== grant.redirectUri) return bad("redirect_uri does not match");
    if (
      form.get("client_id") !== LINE_FIXTURE.loginChannelId ||
      form.get("client_secret") !== LINE_FIXTURE.loginChannelSecret
    ) {
      return json(400, { error: "invalid_client", error_description: "invalid client" });
    }
    const verifier = form.get("code_verifier") ?? "";
    if (createHash("sha256").update(verifier).digest("base64url") !== grant.challenge) {
      return bad("invalid code_verifier");
    }
    grant.used = true;
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      iss: "https://access.line.me",
      sub: this.loginUser,
      aud: LINE_FIXTURE.loginChannelId,
      exp: now + 3600,
      iat: now,
      nonce: this.tokenNonceOverride ?? grant.nonce,
      amr: ["linesso"],
      name: "テスト 太郎",
    };
    const head = b64url(JSON.stringify({ typ: "JWT", alg: "HS256" }));
    const body = b64url(JSON.stringify(payload));
    const signature = createHmac("sha256", LINE_FIXTURE.loginChannelSecret)
      .update(`${head}.${body}`)
      .digest("base64url");
    return json(200, {
      access_token: b64url(randomBytes(24)),
      expires_in: 2592000,
      id_token: `${head}.${body}.${signature}`,
      refresh_token: b64url(randomBytes(16)),
      scope: "openid profile",
      token_type: "Bearer",
    });
  }

  /** LINE's ID token verification: signature, audience, expiry and the nonce asked for. */
  private verify(form: URLSearchParams, json: (status: number, body: unknown) => void) {
    const [head, body, signature] = (form.get("id_token") ?? "").split(".");
    const bad = (description: string) =>
      json(400, { error: "invalid_request", error_description: description });
    const expected = createHmac("sha256", LINE_FIXTURE.loginChannelSecret)
      .update(`${head}.${body}`)
      .digest("base64url");
    if (!head || !body || signature !== expected) return bad("Invalid IdToken.");
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    if (payload.aud !== form.get("client_id")) return bad("Invalid IdToken Audience.");
    if (payload.exp < Date.now() / 1000) return bad("IdToken expired.");
    if (form.get("nonce") && payload.nonce !== form.get("nonce")) return bad("Invalid IdToken Nonce.");
    return json(200, payload);
  }
}

/** The x-line-signature LINE puts on a webhook delivery: HMAC-SHA256 of the raw body, base64. */
export const lineSignature = (body: string, secret = LINE_FIXTURE.channelSecret) =>
  createHmac("sha256", secret).update(body).digest("base64");
