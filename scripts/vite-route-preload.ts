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
import path from "node:path";
import type { Plugin } from "vite";

export interface RoutePreload {
  /** Regular expression source matched against location.pathname. */
  path: string;
  /** Modules (relative to the client's root) whose chunks the page needs first. */
  modules: string[];
}

interface Chunk {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

export function routePreload(clientRoot: string, routes: RoutePreload[]): Plugin {
  return {
    name: "karaage:route-preload",
    apply: "build",
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
          return [route.path, files.map((f) => `/${f}`), [...css].map((f) => `/${f}`)];
        });
        const script =
          `(function(){var t=${JSON.stringify(table)},p=location.pathname;` +
          `for(var i=0;i<t.length;i++){if(!new RegExp(t[i][0]).test(p))continue;` +
          `var a=function(r,h,s){var l=document.createElement("link");l.rel=r;l.href=h;l.crossOrigin="";` +
          `if(s)l.as=s;document.head.appendChild(l)};` +
          `t[i][1].forEach(function(h){a("modulepreload",h)});t[i][2].forEach(function(h){a("preload",h,"style")});` +
          "break}})()";
        // After the entry's own preloads (the preload scanner asks for those first), before any
        // stylesheet (an inline script waits for the stylesheets above it).
        const at = html.search(/<link rel="stylesheet"|<\/head>/);
        return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}
