import { PROGRESS_BAR } from "@shared/constants";
import type { CSSProperties } from "react";
import { useEffect, useState } from "react";
import { useNavigating } from "./navigating";
import "./progress-bar.css";

type Phase = "hidden" | "running" | "done";

const FADE_OUT_MS = 400;

/**
 * Thin bar at the top of the page while a route (and its lazy chunk) loads. Fast navigations never
 * show it: it appears only after the throttle, then creeps towards the end over the duration.
 */
export function ProgressBar() {
  const busy = useNavigating();
  const [phase, setPhase] = useState<Phase>("hidden");

  useEffect(() => {
    if (busy) {
      const timer = window.setTimeout(() => setPhase("running"), PROGRESS_BAR.throttleMs);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === "running" ? "done" : "hidden"));
  }, [busy]);

  useEffect(() => {
    if (phase !== "done") return;
    const timer = window.setTimeout(() => setPhase("hidden"), FADE_OUT_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === "hidden") return null;
  const style = { "--progress-duration": `${PROGRESS_BAR.durationMs}ms` } as CSSProperties;
  return (
    <div
      className={`progress-bar progress-bar--${phase}`}
      style={style}
      role="progressbar"
      aria-label="ページを読み込んでいます"
    />
  );
}
