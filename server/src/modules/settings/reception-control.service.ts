// Pause and busy mode, from the settings or the kitchen's board in one tap. A pause with an
// automatic resume stores `pausedUntil`; whether orders are taken is computed when read
// (slots.ts acceptingAt), so no timer has to survive a restart; a job queued with the pause
// (PAUSE_RESUME_QUEUE, server/src/app-jobs.ts) tells open storefronts and boards when it ends. Who and
// when are recorded.
import { busySchema, pauseSchema, TIME_PATTERN, timeToMinutes } from "../../../../shared/settings.js";
import type { Context } from "../../context.js";
import { ValidationError } from "../../errors.js";
import type { PrismaClient, ProvisionMethod, ProvisionSetting } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { invalidateCatalog } from "../../lib/shop-cache.js";
import { tokyoClock, tokyoInstant } from "../../lib/tokyo-time.js";
import { type AuditActor, recordAudit } from "../audit/audit.service.js";
import { adminViewer } from "../auth/viewer.js";
import { acceptingAt, busyMinutesAt } from "../provision/slots.js";
import { adminName } from "./owner.js";
import { publishReceptionChanged } from "./settings-events.js";

const tokyoTime = (at: Date) => {
  const { minutes } = tokyoClock(at);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
};

type WriteCtx = Pick<Context, "prisma" | "pubsub" | "viewer" | "jobs">;

export const PAUSE_RESUME_QUEUE = "pause-resume";
export interface PauseResumeJob {
  method: ProvisionMethod;
  /** ISO instant of the automatic resume. */
  at: string;
}

export interface ReceptionControl {
  method: ProvisionMethod;
  paused: boolean;
  pauseReason: string | null;
  /** The automatic resume, while paused. */
  pausedUntil: Date | null;
  /** When and by whom the pause was last switched. */
  pausedAt: Date | null;
  pausedBy: string | null;
  /** Minutes added to the lead time now (0: not busy). */
  busyMinutes: number;
  busyUntil: Date | null;
  busyAt: Date | null;
  busyBy: string | null;
}

export function controlOf(setting: ProvisionSetting, now: Date): ReceptionControl {
  const paused = !acceptingAt(setting, now);
  const busyMinutes = busyMinutesAt(setting, now);
  return {
    method: setting.method,
    paused,
    pauseReason: paused ? setting.pauseReason : null,
    pausedUntil: paused ? setting.pausedUntil : null,
    pausedAt: setting.pausedAt,
    pausedBy: setting.pausedBy,
    busyMinutes,
    busyUntil: busyMinutes ? setting.busyUntil : null,
    busyAt: setting.busyAt,
    busyBy: setting.busyBy,
  };
}

export async function receptionControls(prisma: PrismaClient, now = new Date()): Promise<ReceptionControl[]> {
  const settings = await prisma.provisionSetting.findMany({ orderBy: { method: "asc" } });
  return settings.map((s) => controlOf(s, now));
}

function methodsOf(methods: readonly ProvisionMethod[]): ProvisionMethod[] {
  const unique = [...new Set(methods)];
  if (!unique.length)
    throw new ValidationError("受付方法を選択してください", { methods: ["受付方法を選択してください"] });
  return unique;
}

async function writeControls(
  ctx: WriteCtx,
  methods: readonly ProvisionMethod[],
  data: Partial<ProvisionSetting>,
  now: Date,
  audit?: { actor: AuditActor; detail: string },
): Promise<ReceptionControl[]> {
  const chosen = methodsOf(methods);
  const resumeAt = data.pausedUntil;
  await ctx.prisma.$transaction(async (tx) => {
    await tx.provisionSetting.updateMany({ where: { method: { in: chosen } }, data });
    if (audit) {
      const subject = `オンライン受付（${chosen.map((m) => (m === "TAKEOUT" ? "テイクアウト" : "デリバリー")).join("・")}）`;
      await recordAudit(tx, audit.actor, { kind: "PAUSE", subject, detail: audit.detail });
    }
    if (!resumeAt || !ctx.jobs) return;
    for (const method of chosen) {
      const job: PauseResumeJob = { method, at: resumeAt.toISOString() };
      await ctx.jobs.send(PAUSE_RESUME_QUEUE, job, {
        tx,
        startAfter: resumeAt,
        key: `pause-resume:${method}:${job.at}`,
      });
    }
  });
  // Orders read the rules from the menu cache (decision 0023); other instances empty theirs when
  // they hear the reception change.
  invalidateCatalog(ctx.prisma);
  for (const method of chosen) publishReceptionChanged(ctx.pubsub, method, now);
  const controls = await receptionControls(ctx.prisma, now);
  return controls.filter((c) => chosen.includes(c.method));
}

/**
 * Pauses online orders now: for `minutes`, until `until` ("HH:MM", the next such time in Tokyo),
 * or until resumed by hand when neither is given.
 */
export async function pauseReception(
  ctx: WriteCtx,
  methods: readonly ProvisionMethod[],
  raw: unknown,
  now = new Date(),
): Promise<ReceptionControl[]> {
  const input = parseInput(pauseSchema, raw);
  let pausedUntil: Date | null = null;
  if (input.minutes) pausedUntil = new Date(now.getTime() + input.minutes * 60_000);
  else if (input.until && TIME_PATTERN.test(input.until)) {
    pausedUntil = tokyoInstant(tokyoClock(now).date, timeToMinutes(input.until));
    if (pausedUntil.getTime() <= now.getTime()) {
      throw new ValidationError("再開時刻は現在より後の時刻を指定してください", {
        until: ["再開時刻は現在より後の時刻を指定してください"],
      });
    }
  }
  const by = await adminName(ctx);
  const until = pausedUntil ? `${tokyoTime(pausedUntil)}まで` : "再開するまで";
  return writeControls(
    ctx,
    methods,
    { isAccepting: false, pauseReason: input.reason || null, pausedUntil, pausedAt: now, pausedBy: by },
    now,
    {
      actor: { id: adminViewer(ctx).administratorId, name: by },
      detail: `停止（${until}）${input.reason ? `：${input.reason}` : ""}`,
    },
  );
}

export async function resumeReception(
  ctx: WriteCtx,
  methods: readonly ProvisionMethod[],
  now = new Date(),
): Promise<ReceptionControl[]> {
  const by = await adminName(ctx);
  return writeControls(
    ctx,
    methods,
    { isAccepting: true, pauseReason: null, pausedUntil: null, pausedAt: now, pausedBy: by },
    now,
    { actor: { id: adminViewer(ctx).administratorId, name: by }, detail: "再開" },
  );
}

/** Busy mode: `minutes` more lead time, for `durationMinutes` or until ended. */
export async function startBusyMode(
  ctx: WriteCtx,
  methods: readonly ProvisionMethod[],
  raw: unknown,
  now = new Date(),
): Promise<ReceptionControl[]> {
  const input = parseInput(busySchema, raw);
  const busyUntil = input.durationMinutes ? new Date(now.getTime() + input.durationMinutes * 60_000) : null;
  const by = await adminName(ctx);
  return writeControls(ctx, methods, { busyMinutes: input.minutes, busyUntil, busyAt: now, busyBy: by }, now);
}

export async function endBusyMode(
  ctx: WriteCtx,
  methods: readonly ProvisionMethod[],
  now = new Date(),
): Promise<ReceptionControl[]> {
  const by = await adminName(ctx);
  return writeControls(ctx, methods, { busyMinutes: 0, busyUntil: null, busyAt: now, busyBy: by }, now);
}
