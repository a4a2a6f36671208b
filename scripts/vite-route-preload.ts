// A Vite plugin for the build (decision 0022): the first page's own chunks start downloading with the
// entry instead of after it. Every page is a lazy route (client/src/app/routes.tsx), so without this
// the browser learns of the page's chunk only once the entry has been downloaded and run: one more
// round trip on the critical path of every first load (on a phone, ~0.3–0.6 s of LCP).
//
// index.html gets a small inline script that matches location.pathname against the routes given here
// and adds <link rel="modulepreload"> for the matching feature's chunk and every chunk it imports
// statically (those the entry already preloads are left out), and <link rel="preload" as="style">
// for its CSS. Only the storefront's first pages are listed: the back office and the forms load on
// demand as before.
//
// A route may also name its first query (`prefetch`): the script then sends it at once, by its
// trusted-document hash (decision 0011), for a visitor without a customer session, and leaves the
// pending answer where client/src/app/prefetched-link.ts takes it. With `image`, the menu's first
// product photo (the page's LCP) is preloaded as soon as that answer arrives.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
// ProductCard's `sizes` for a photo with a srcset: the preload must ask for the same candidate.
import { PRERENDERED_ATTRIBUTE } from "../shared/prerendered.js";
import { PRODUCT_IMAGE_SIZES } from "../shared/product-image.js";

export interface RoutePreload {
  /** Regular expression source matched against location.pathname. */
  path: string;
  /** Modules (relative to the client's root) whose chunks the page needs first. */
  modules: string[];
  /** The page's first query, asked before the scripts arrive (variables exactly as the page's). */
  prefetch?: { operation: string; variables: Record<string, unknown>; image?: boolean };
}

/** The sha256 codegen embedded in the operation's generated document (client/src/gql/graphql.ts). */
function operationHash(clientRoot: string, operation: string): string {
  const generated = readFileSync(path.join(clientRoot, "src", "gql", "graphql.ts"), "utf8");
  const found = new RegExp(
    `"__meta__":\\{"hash":"sha256:([0-9a-f]{64})"\\},"kind":"Document","definitions":\\[\\{"kind":"OperationDefinition","operation":"query","name":\\{"kind":"Name","value":"${operation}"\\}`,
  ).exec(generated);
  if (!found?.[1]) throw new Error(`route preload: no hash for the query ${operation} (run npm run codegen)`);
  return found[1];
}

interface Chunk {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

/** localStorage key of a customer's access token (client/src/lib/credentials.ts). */
const CUSTOMER_TOKEN_KEY = "access-token";

/**
 * Written beside index.html for the server: each route's path pattern, scripts and stylesheets, as
 * in the inline script (a page the server renders links its stylesheets and loads its scripts).
 */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";

export function routePreload(clientRoot: string, routes: RoutePreload[]): Plugin {
  let routeTable: unknown[] | undefined;
  let outDir = "";
  return {
    name: "karaage:route-preload",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      if (!routeTable) return;
      const json = routeTable.map((row) => {
        const [pattern, js, css] = row as [string, string[], string[]];
        return { path: pattern, js, css };
      });
      writeFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(json, null, 2)}\n`);
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((o) => o.type === "chunk") as unknown as Chunk[];
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: Chunk, into = new Set<string>()) => {
          if (into.has(start.fileName)) return into;
          into.add(start.fileName);
          for (const file of start.imports) {
            const next = byFile.get(file);
            if (next) closure(next, into);
          }
          return into;
        };
        const entry = chunks.find((c) => c.isEntry);
        const loaded = entry ? closure(entry) : new Set<string>();
        const table = routes.map((route) => {
          const js = new Set<string>();
          for (const module of route.modules) {
            const id = path.resolve(clientRoot, module);
            const chunk = chunks.find((c) => c.facadeModuleId === id);
            if (!chunk) throw new Error(`route preload: no chunk for ${module}`);
            closure(chunk, js);
          }
          const files = [...js].filter((file) => !loaded.has(file));
          const css = new Set(
            files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
          );
          const prefetch = route.prefetch
            ? [
                route.prefetch.operation,
                route.prefetch.variables,
                operationHash(clientRoot, route.prefetch.operation),
                route.prefetch.image === true,
              ]
            : null;
          return [route.path, files.map((f) => `/${f}`), [...css].map((f) => `/${f}`), prefetch];
        });
        routeTable = table;
        const script =
          // A page the server rendered (decision 0029) has its stylesheets and loads its scripts
          // itself, after its first paint (server/src/http/prerendered-menu.ts).
          `(function(){if(document.documentElement.hasAttribute(${JSON.stringify(PRERENDERED_ATTRIBUTE)}))return;` +
          `var t=${JSON.stringify(table)},p=location.pathname,g=(/^\\/(en|zh|ko)(?=\\/|$)/.exec(p)||[0,"ja"])[1];` +
          `for(var i=0;i<t.length;i++){if(!new RegExp(t[i][0]).test(p))continue;` +
          `var a=function(r,h,s){var l=document.createElement("link");l.rel=r;l.href=h;l.crossOrigin="";` +
          `if(s)l.as=s;document.head.appendChild(l)};` +
          `t[i][1].forEach(function(h){a("modulepreload",h)});t[i][2].forEach(function(h){a("preload",h,"style")});` +
          "var q=t[i][3];" +
          `try{if(localStorage.getItem(${JSON.stringify(CUSTOMER_TOKEN_KEY)}))q=null}catch(e){}` +
          'if(q){var f=window.__karaagePrefetch={key:q[0]+JSON.stringify(q[1]),result:fetch("/graphql",' +
          '{method:"POST",headers:{"content-type":"application/json","x-shop-lang":g,accept:"application/graphql-response+json,application/json;q=0.9"},' +
          "body:JSON.stringify({operationName:q[0],variables:q[1],extensions:{persistedQuery:{version:1,sha256Hash:q[2]}}})})" +
          ".then(function(r){return r.ok?r.json():null}).catch(function(){return null})};" +
          // The first product of the first category with products: the card ProductCard marks priority.
          "if(q[3]&&!location.search)f.result.then(function(j){var c=j&&j.data&&j.data.menu&&j.data.menu.categories||[];" +
          "for(var k=0;k<c.length;k++){var d=c[k].products&&c[k].products[0];if(!d)continue;if(d.image){" +
          'var l=document.createElement("link");l.rel="preload";l.as="image";l.href=d.image;l.setAttribute("fetchpriority","high");' +
          `if(d.imageSrcset){l.setAttribute("imagesrcset",d.imageSrcset);l.setAttribute("imagesizes",${JSON.stringify(PRODUCT_IMAGE_SIZES)})}` +
          "document.head.appendChild(l)}break}})}" +
          "break}})()";
        // After the entry's own preloads (the preload scanner asks for those first), before any
        // stylesheet (an inline script waits for the stylesheets above it).
        const at = html.search(/<link rel="stylesheet"|<\/head>/);
        return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}
