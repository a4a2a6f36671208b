// A Vite plugin (decision 0052): the messages with arguments or tags in the catalogues
// (shared/i18n/messages/*.json) are bundled as ICU ASTs, parsed here at build time, so the browser
// gets intl-messageformat without its message parser (FormatJS's documented "without parser" build):
// `icuWithoutParser` is the alias that drops it.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Alias, Plugin } from "vite";

const CATALOGUE = /[\\/]shared[\\/]i18n[\\/]messages[\\/][a-z]+\.json$/;

export function icuAst(): Plugin {
  return {
    name: "karaage:icu-ast",
    enforce: "pre",
    async load(id) {
      if (!CATALOGUE.test(id)) return null;
      const messages = JSON.parse(await readFile(id, "utf8")) as Record<string, string>;
      // A message without arguments or tags stays a string, shown as it is (lib/i18n.tsx).
      const ast = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => [key, /[{<]/.test(text) ? parse(text) : text]),
      );
      // Still JSON: Vite's own JSON plugin turns it into a module.
      return JSON.stringify(ast);
    },
  };
}

/** Every catalogue is an AST already (icuAst): the parser's module becomes its no-parser twin. */
export function icuWithoutParser(): Alias {
  const require = createRequire(import.meta.url);
  const main = require.resolve("@formatjs/icu-messageformat-parser");
  return {
    find: /^@formatjs\/icu-messageformat-parser$/,
    replacement: path.join(path.dirname(main), "lib", "no-parser.js"),
  };
}
