import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { graphqlDocuments } from "./scripts/vite-graphql-documents.js";
import { icuAst, icuWithoutParser } from "./scripts/vite-icu-ast.js";
import { precompress } from "./scripts/vite-precompress.js";
import { routePreload } from "./scripts/vite-route-preload.js";

const root = import.meta.dirname;
const apiServer = "http://localhost:3000";

// `vite build` builds the browser's client into dist/client; `vite build --ssr` (the second step of
// `npm run build`, scripts/build-client.mjs) the server's entry into it, client/src/prerender.tsx,
// into dist/prerender (decision 0029): no public files, no preloads, nothing precompressed.
export default defineConfig(({ isSsrBuild }) => ({
  root: resolve(root, "client"),
  publicDir: isSsrBuild ? false : resolve(root, "client/public"),
  plugins: [
    graphqlDocuments(resolve(root, "client/src")),
    icuAst(),
    react(),
    // The first page's chunks download with the entry (decision 0022): the storefront's pages only,
    // in each language (decision 0052).
    routePreload(resolve(root, "client"), [
      {
        path: "^(?:/(?:en|zh|ko))?/menu/?$",
        modules: ["src/features/storefront/menu.tsx"],
        // MenuView's query on /menu (no method): sent with the page, its first photo preloaded.
        prefetch: { operation: "MenuPage", variables: { method: null }, image: true },
      },
      { path: "^(?:/(?:en|zh|ko))?/?$", modules: ["src/features/storefront/home.tsx"] },
      { path: "^(?:/(?:en|zh|ko))?/store/?$", modules: ["src/features/storefront/pages.tsx"] },
      // A product's page (/order/{id}) before the other ordering pages: the first match wins.
      {
        path: "^(?:/(?:en|zh|ko))?/order/(?!menu/?$|banner/?$|status/)[^/]+/?$",
        modules: ["src/features/order/detail.tsx"],
      },
      { path: "^(?:/(?:en|zh|ko))?/order(/|$)", modules: ["src/features/order/pages.tsx"] },
      { path: "^(?:/(?:en|zh|ko))?/cart(/|$)", modules: ["src/features/cart/pages.tsx"] },
    ]),
    isSsrBuild ? null : precompress(),
  ],
  resolve: {
    alias: [{ find: "@shared", replacement: resolve(root, "shared") }, icuWithoutParser()],
  },
  // The server's entry carries the production builds of what it uses, tree-shaken: less for the
  // server to load and hold than the whole packages (graphql-js, Apollo, React Router, react-dom).
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { "process.env.NODE_ENV": JSON.stringify("production") } }
    : {}),
  build: {
    outDir: resolve(root, isSsrBuild ? "dist/prerender" : "dist/client"),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie)[\\/]/ },
            {
              name: "graphql",
              // Not graphql-ws: only pages that subscribe load it (client/src/app/web-socket-link.ts).
              test: /node_modules[\\/](@apollo|@wry|graphql[\\/]|optimism|rxjs|tslib)/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/graphql": { target: apiServer, ws: true },
      "/api": apiServer,
      "/healthz": apiServer,
      "/zipApi": apiServer,
    },
  },
  preview: {
    proxy: {
      "/graphql": { target: apiServer, ws: true },
      "/api": apiServer,
      "/healthz": apiServer,
      "/zipApi": apiServer,
    },
  },
}));
