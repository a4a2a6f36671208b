// First: before any schema is built (decision 0036).
import "./lib/zod-jitless";
import { languageOfPath } from "@shared/i18n/url-language";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { installChunkReloadOnPreloadError } from "./app/chunk-reload";
import { followScrollBeforeTakeover, KeepScrollOnTakeover, takePrerenderedPage } from "./app/prerendered";
import { Providers } from "./app/providers";
import { routerReady } from "./app/router";
import { loadMessages } from "./lib/i18n";
import "./styles/base.css";
import "./styles/base-states.css";

installChunkReloadOnPreloadError();

// The page's texts (decision 0052) load beside its code: both before the first render.
const ready = () =>
  Promise.all([routerReady(), loadMessages(languageOfPath(window.location.pathname)).catch(() => {})]);

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

const root = createRoot(container);
if (takePrerenderedPage(container)) {
  // The server's markup stays on screen until the same page is ready to replace it in one commit:
  // once the route's code has loaded, rendered as a transition (time-sliced, decision 0029).
  followScrollBeforeTakeover();
  void ready().then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <KeepScrollOnTakeover>
            <Providers />
          </KeepScrollOnTakeover>
        </StrictMode>,
      ),
    ),
  );
} else {
  // The first page's code loads before the first render (its chunks are preloaded with the entry,
  // decision 0022), so the page shows at once rather than after a loading state.
  void ready().then(() =>
    root.render(
      <StrictMode>
        <Providers />
      </StrictMode>,
    ),
  );
}
