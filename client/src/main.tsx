import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { installChunkReloadOnPreloadError } from "./app/chunk-reload";
import { Providers } from "./app/providers";
import "./styles/base.css";

installChunkReloadOnPreloadError();

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

createRoot(container).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
